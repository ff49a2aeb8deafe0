package z3

// SigintHandler exposes sigintHandler to the package's external tests.
var SigintHandler = sigintHandler
