package variants

import (
	"fmt"
	"slices"
	"strings"

	"github.com/z3sudoku/z3sudoku/rules"
)

// This file binds the thermometers read to slow thermometers when the
// rules text says, in every paragraph that speaks of thermometers and
// only there, that their digits may stay the same; when those paragraphs
// say grey thermometers, only the grey ones.

// slowPhrases are the phrases that say a thermometer's digits may stay
// the same: the rules-text signals that need a slow thermometer.
func slowPhrases() []string {
	var out []string
	for _, s := range rulesTextSignals {
		if slices.Equal(s.needs, []string{"slow thermometer"}) {
			out = append(out, s.phrase)
		}
	}
	return out
}

// setThermoColour records the colour of the thermometer to be the i-th
// rule, one drawn as a line of any colour (bind_fpuzzles_thermo.go);
// thermometers without one are grey, as the readers read them.
func (d *sclDecoder) setThermoColour(i int, col colour) {
	if d.thermoCols == nil {
		d.thermoCols = map[int]colour{}
	}
	d.thermoCols[i] = col
}

// greyThermometer reports the i-th rule, a thermometer, drawn grey.
func (d *sclDecoder) greyThermometer(i int) bool {
	col, ok := d.thermoCols[i]
	return !ok || greyish(col)
}

// slowGuardWords may make only some thermometers slow, or none.
var slowGuardWords = []string{"strictly", "except", "unless", "only", "some", "either", "not", "normal", "regular",
	"sum*", "total*", "odd", "even", "arrow*", "cage*"}

// bindSlowThermometers makes every thermometer read slow, when the rules
// text says so unambiguously.
func (d *sclDecoder) bindSlowThermometers() {
	var thermos []int
	for i, r := range d.rs {
		if _, ok := r.(rules.Thermometer); ok {
			thermos = append(thermos, i)
		}
	}
	if len(thermos) == 0 {
		return
	}
	slow := slowPhrases()
	text := strings.NewReplacer(`\n`, "\n", "’", "'", "‘", "'").Replace(d.rulesText)
	var said string
	grey := false // a paragraph says grey thermometers are slow
	for _, para := range strings.Split(text, "\n") {
		w := textWords(para)
		thermo := hasPhrase(w, "thermo*") || hasPhrase(w, "bulb*")
		isSlow := slices.ContainsFunc(slow, func(p string) bool { return hasPhrase(w, p) })
		switch {
		case !thermo && !isSlow:
			continue
		case thermo != isSlow:
			return // a thermometer not said slow, or a slow phrase about something else
		}
		rest := w
		for _, p := range slow {
			rest = removePhrase(rest, p)
		}
		// "either increase or stay the same" is the standard wording,
		// not a choice between kinds of thermometer.
		rest = removePhrase(removePhrase(rest, "either increase or"), "either increases or")
		for _, g := range slowGuardWords {
			if hasPhrase(rest, g) {
				return
			}
		}
		for _, x := range w {
			if _, ok := colourWords[x]; ok {
				if x != "grey" && x != "gray" {
					return // thermometers are read grey
				}
				grey = true
			}
		}
		if said == "" {
			said = strings.TrimSpace(para)
		}
	}
	if grey {
		// "Digits along a gray thermometer may stay the same": the grey
		// ones only; a thermometer of another colour stays a thermometer.
		thermos = slices.DeleteFunc(thermos, func(i int) bool { return !d.greyThermometer(i) })
	}
	if said == "" || len(thermos) == 0 {
		return
	}
	b := Binding{Elements: fmt.Sprintf("thermometers (%d)", len(thermos)), Family: "slow thermometer", Sentence: said}
	for _, i := range thermos {
		d.rs[i] = rules.SlowThermometer{Cells: d.rs[i].(rules.Thermometer).Cells}
		d.boundBy[i] = len(d.bindings)
		b.Lines = append(b.Lines, d.thermoLines[i])
		// Digits may repeat on a slow thermometer: it may be long.
		d.overlong = slices.DeleteFunc(d.overlong, func(s string) bool { return strings.HasPrefix(s, d.thermoLines[i]+" (thermometer ") })
	}
	d.bindings = append(d.bindings, b)
}
