package harness

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// WriteTable writes the rows as one Markdown table: corpus, call, solver,
// puzzles, median, p90 and mean in µs, the ratio to OneHot, and a note.
func WriteTable(w io.Writer, rows []Row) {
	fmt.Fprintln(w, "| corpus | call | solver | puzzles | median µs | p90 µs | mean µs | × OneHot | note |")
	fmt.Fprintln(w, "|---|---|---|---:|---:|---:|---:|---:|---|")
	for _, r := range rows {
		puzzles := strconv.Itoa(len(r.Times))
		switch {
		case r.Call == Build:
			puzzles += " builds"
		case r.Call == RSS:
			puzzles = strconv.Itoa(r.Total)
		case len(r.Times) < r.Total:
			puzzles += fmt.Sprintf(" of %d", r.Total)
		}
		if r.Sample != "" && r.Call != RSS {
			puzzles += " (" + r.Sample + ")"
		}
		engine := r.Engine
		if r.Engine == "int" {
			engine = "int (fresh)"
		}
		med, p90, mean, ratio := "–", "–", "–", ""
		if len(r.Times) > 0 {
			st := Summarize(r.Times)
			med, p90, mean = thousands(st.Median), thousands(st.P90), thousands(st.Mean)
		}
		if r.Ratio > 0 {
			ratio = ratioString(r.Ratio)
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", r.Corpus, r.Call, engine,
			puzzles, med, p90, mean, ratio, strings.TrimSuffix(strings.TrimSpace(r.Note), ";"))
	}
}

// ratioString writes r with two significant figures or more: 0.42×, 3.1×,
// 270×, 1,234×.
func ratioString(r float64) string {
	switch {
	case r < 1:
		return fmt.Sprintf("%.2f×", r)
	case r < 10:
		return fmt.Sprintf("%.1f×", r)
	}
	return thousands(r) + "×"
}

// thousands rounds v to an integer, or to one decimal below 10, and
// separates thousands with commas.
func thousands(v float64) string {
	if v < 10 {
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	s := strconv.FormatInt(int64(v+0.5), 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
