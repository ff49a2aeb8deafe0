package main

import (
	"flag"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The command line follows one convention, as the go command and
// cobra-style tools do: help, asked for with -h, --help or "z3sudoku help
// CMD", goes to standard output and exits 0; a usage error is one line on
// standard error, with a pointer to the help, and exits 2. Flags are
// written --name (one dash for a one-letter flag, such as -j), and a
// mistyped command or flag gets a "did you mean".

// commands are the command names, for "help CMD" and suggestions.
var commands = []string{"solve", "count", "unique", "candidates", "generate", "export", "decode", "render", "serve", "version", "help"}

// stderrWriter is a command's standard error. While a command prints its
// help (see parseFlags) it writes to standard output instead, so that
// every command's help, however its FlagSet's Usage writes it, goes to
// standard output.
type stderrWriter struct {
	w       io.Writer // standard error
	help    io.Writer // standard output
	helping bool
}

func (s *stderrWriter) Write(p []byte) (int, error) {
	if s.helping {
		return s.help.Write(p)
	}
	return s.w.Write(p)
}

// Fd returns the file descriptor of standard error, or noFd, for
// isTerminal.
func (s *stderrWriter) Fd() uintptr {
	if f, ok := s.w.(interface{ Fd() uintptr }); ok {
		return f.Fd()
	}
	return noFd
}

// printHelp calls a FlagSet's Usage with its output, and standard error
// when that is a stderrWriter, sent to standard output.
func printHelp(fs *flag.FlagSet, help func()) {
	if sw, ok := fs.Output().(*stderrWriter); ok {
		sw.helping = true
		defer func() { sw.helping = false }()
	}
	help()
}

// printFlags writes the flags of fs to its output as flag.PrintDefaults
// does, but with two dashes before a long name ("--limit N"), one before a
// one-letter name ("-j N"), and the names of one flag registered twice
// (-v and --verbose) on one line.
func printFlags(fs *flag.FlagSet) {
	w := fs.Output()
	var flags []*flag.Flag
	fs.VisitAll(func(f *flag.Flag) { flags = append(flags, f) })
	done := make(map[string]bool)
	for _, f := range flags {
		if done[f.Name] {
			continue
		}
		names := []string{dashed(f.Name)}
		for _, g := range flags {
			if g != f && !done[g.Name] && sameValue(f.Value, g.Value) {
				names = append(names, dashed(g.Name))
				done[g.Name] = true
			}
		}
		done[f.Name] = true
		// One-letter names first: "-v, --verbose".
		slices.SortStableFunc(names, func(a, b string) int { return len(a) - len(b) })
		typ, usage := flag.UnquoteUsage(f)
		line := "  " + strings.Join(names, ", ")
		if typ != "" {
			line += " " + typ
		}
		usage = strings.ReplaceAll(usage, "\n", "\n    \t")
		if d := f.DefValue; d != "" && d != "false" && d != "0" && d != "0s" {
			if _, ok := f.Value.(flag.Getter).Get().(string); ok {
				d = fmt.Sprintf("%q", d)
			}
			usage += fmt.Sprintf(" (default %s)", d)
		}
		fmt.Fprintf(w, "%s\n    \t%s\n", line, usage)
	}
}

// dashed returns a flag's name as the help writes it.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// sameValue reports whether two flags set the same variable.
func sameValue(a, b flag.Value) bool {
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	return ta == tb && ta.Comparable() && ta.Kind() == reflect.Pointer && a == b
}

// flagDash matches a flag's name in the flag package's error messages.
var flagDash = regexp.MustCompile(`(^|\s)-([A-Za-z][A-Za-z0-9_-]+)`)

// flagErrorText is the flag package's error message with long names
// written --name, and for a flag not defined, the flags it may have meant.
// Long values are cut, as usageError does, first: the message of a value
// of a megabyte is a megabyte long.
func flagErrorText(fs *flag.FlagSet, err error) string {
	msg := flagDash.ReplaceAllString(cutValues(err.Error()), "$1--$2")
	if name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: -"); ok {
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		if s := suggest(strings.TrimPrefix(name, "-"), names); len(s) > 0 {
			for i := range s {
				s[i] = dashed(s[i])
			}
			msg += fmt.Sprintf(" (did you mean %s?)", orList(s))
		}
	}
	return msg
}

// unknownCommand reports a command that does not exist, with the commands
// it may have meant, and returns exitUsage.
func unknownCommand(w io.Writer, cmd string) int {
	msg := fmt.Sprintf("z3sudoku: unknown command %q", cut(cmd, maxValue))
	if s := suggest(cmd, commands); len(s) > 0 {
		for i := range s {
			s[i] = fmt.Sprintf("%q", s[i])
		}
		msg += fmt.Sprintf(" (did you mean %s?)", orList(s))
	}
	fmt.Fprintf(w, "%s\nrun 'z3sudoku --help' for usage\n", msg)
	return exitUsage
}

// orList joins words as "a", "a or b", "a, b or c".
func orList(words []string) string {
	if len(words) == 1 {
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// suggest returns the names that word may be a mistyping of: those it is
// a prefix of (from two letters on), or else those nearest it in edit
// distance, at most 1 for a word of up to three letters and 2 for longer
// ones. The names keep their order. A word much longer than any name is
// no mistyping of one, and its edit distances would cost memory
// quadratic in its length.
func suggest(word string, names []string) []string {
	word = strings.ToLower(word)
	if word == "" || len(word) > 64 {
		return nil
	}
	var prefixed []string
	if len(word) >= 2 {
		for _, n := range names {
			if strings.HasPrefix(n, word) && n != word {
				prefixed = append(prefixed, n)
			}
		}
	}
	if len(prefixed) > 0 {
		return prefixed
	}
	most := 1
	if len(word) > 3 {
		most = 2
	}
	var best []string
	bestD := most + 1
	for _, n := range names {
		d := editDistance(word, n)
		switch {
		case d == 0:
			return nil
		case d < bestD:
			best, bestD = []string{n}, d
		case d == bestD:
			best = append(best, n)
		}
	}
	return best
}

// editDistance is the Damerau-Levenshtein distance of a and b (optimal
// string alignment): the insertions, deletions, substitutions and swaps
// of neighbours that turn one into the other.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

// maxReason is how long a one-line reason on standard error may be before
// it is cut; --verbose prints it whole.
const maxReason = 100

// registerVerbose adds -v and --verbose, which print whole error messages.
func registerVerbose(fs *flag.FlagSet, v *bool) {
	const usage = "print whole error messages: without it a long reason is cut to one short line"
	fs.BoolVar(v, "v", false, usage)
	fs.BoolVar(v, "verbose", false, usage)
}

// reason is the message of err, a refusal of the input, for a one-line
// report on standard error: without --verbose, a long one is cut at a
// word, and says how to see the rest. Other errors, such as Z3 that cannot
// be loaded, whose advice is at the end, are printed whole.
func (e *env) reason(err error) string {
	text := errorText(err)
	if e.verbose {
		return text
	}
	return shortReason(text, maxReason)
}

// shortReason cuts text, on one line, to at most limit bytes, at a word,
// and says that -v prints the rest.
func shortReason(text string, limit int) string {
	if strings.ContainsAny(text, "\n\t") {
		text = strings.Join(strings.Fields(text), " ")
	}
	if len(text) <= limit {
		return text
	}
	const more = "… (-v: whole message)"
	cut := limit - len(more)
	i := strings.LastIndexByte(text[:cut+1], ' ')
	if i < cut/2 {
		i = cut // one long word: cut inside it, at a character
		for i > 0 && text[i]&0xC0 == 0x80 {
			i--
		}
	}
	return strings.TrimRight(text[:i], " ,;:") + more
}

// maxValue is how many characters of a value a usage error shows: a
// longer one, such as a --limit of a million digits, is cut to its first
// maxValue characters and "…", so that the error stays one short line.
const maxValue = 20

// cutValues cuts each quoted value of a usage error's message, and each
// word, to maxValue characters and "…". The flag package quotes the
// value it refuses ("invalid value ... for flag --limit"), as %q does,
// and writes a flag it does not know, or bad syntax, as a word. It takes
// time linear in the message's length.
func cutValues(msg string) string {
	var b strings.Builder
	for i := 0; i < len(msg); {
		if msg[i] == ' ' {
			b.WriteByte(' ')
			i++
			continue
		}
		if q, err := strconv.QuotedPrefix(msg[i:]); err == nil && msg[i] == '"' {
			if v, err := strconv.Unquote(q); err == nil && utf8.RuneCountInString(v) > maxValue {
				b.WriteString(strconv.Quote(cut(v, maxValue)))
			} else {
				b.WriteString(q)
			}
			i += len(q)
			continue
		}
		n := strings.IndexByte(msg[i:], ' ')
		if n < 0 {
			n = len(msg) - i
		}
		b.WriteString(cut(msg[i:i+n], maxValue))
		i += n
	}
	return b.String()
}

// cut returns s, or when it is longer than n characters its first n and
// "…".
func cut(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i := 0
	for range n {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i] + "…"
}
