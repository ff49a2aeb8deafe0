// Setter checks a real variant puzzle the way a setter does while setting:
// it reads the puzzle from a SudokuPad link, builds its Model within a
// deadline, asks whether it is unique and what each cell can still hold,
// and gives the puzzle back as a link the editors open.
//
// The puzzle is "\\x0F" by Erin Toler (ten killer cages, white and black
// kropki dots, no givens), from the Sudoku-Bench challenge set; see
// variants/testdata/sudokupad/README.md for its source.
//
//	go run ./examples/setter
package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"os"
	"time"

	"github.com/z3sudoku/z3sudoku/sudoku"
	"github.com/z3sudoku/z3sudoku/variants"
)

// link is the puzzle as SudokuPad shares it.
const link = "https://sudokupad.app/sclN4IglgJiBcIM4A84FsD6BRATmAdgFQHsAbAU01RIDYBjCEgIwEYmAOAMwBYWB2ABkcocAnACZujatRFsR1AKwBDTiAA0IZCQAuCiAu0xQcAgFdM1EjBABlYxAIBrYwAIAsgvtknANxG8RHADpGRiDKAFppORFBRlUQTTBNUksAHRSEXgAxOIVjTQALAkxLLFwnQlJitUxjUjhLADki5AUiJxs7RycauqcFAAd+ogBPAJSccYBpMCJKpwBhBQBzEjhoJwARMCXEuCcyhSdqZZInFuGnHAJNbpJ+kj0+nAgz4zgbuGNkJ00CH/zTjsvCQcD9rq0xhMcJNMAR+vYwJtrmtNttdk44HcFJg9CQXvQLocAO75RKnOw3ZBvG70U7UAg4THUPJgYEBVE7TR7TH9bG4/GEpz0IgKaj2JwU17vJz5BTAvrdPRgP4ENhOETQRhOAAUYACJHZDNOVOltIlJmFpwKp2uAMwAEoAnEjEQWQzLJQRIwAMxCHhyDjcITejhRRgsQRyHgCYMiKMiYPcGJCQOUFiMKLen2e0MsITcL1COTcENpiNyRj+b1B6tcSiiDMgAC+amOK3q0AA2qBzLMO53O96VBwALoqTscYdjztyKdjkBeVrGCya2cgYw4MAAR2XME0NRILZ7JD7MAHQ8Y08nl/Hs8v88XrpXGbUG+3u+g++XR5AvaI/cHFRuCvIDp1nYCHyXZ81zfHcVy/Q8VGPU8u07bgVBEad0O9LCp3HdC5FwygR0gp8YBfddNzgvcDx/P8AMYDDp0YnDx0Y0c2JUQjOOI0iPwo2CPwQuiT3/M9O14FReGnSSb07RjpL46DXyooTaKQ39RIAyTgPHSSWGYlQDKU8iYNU+D1OQsTUJEJjx1snCTNXFT3ws78NPo8TbO4ztbN4tRH34szXJo9yrIAygVFYztIo4mKuJIgKoNMlzqM/Wj5081DgCPXKkLynL8qKnLp0KsqCoq4qm1KyryqqqqavqurmtyxqWqaiq2tq7r8q6jr+pK8d2uGzqhp6kbevnTASB2BkAIkqSZJUOTJMwzjpM4uTGLW3zFvs5bp1szDpwW6LJLiySfJYwy4sYnyHMOvDdsIk7JOIvTQI+gyeMM3T5KMx73t2v7bOM8dAI2wC5KHHbJ0h68QJ22dIbvMCmJOodoqHOKhx8ydosnOLJx82dotnOLZxe8GhyBoc/qHb6JxUIHJz+ydGdnIHwLRsGB0iyHIrkyKdvQyH0Lk9CdpYPbO2luTpeO8HIui2Lp0inzsNwuKCOnaXouluLpapvnmbVz74sZ9CgfQv70MZ6Wgelv7peM+cCGBTARWGftjxwTQyDPcmAm4kAiUgAoYF4AJvSHEAAW2fJNEj6PY/9hAk9gOJ6SIIpLAAYkyQui7iWENzoKB0uXNR6FFewllL555mIXPYDz3h2475sPJBf3ii7a9g/nMOIAj6Ao5jtR46WRPk4n+ISHTyws+bvuQALovC5LkxnjxUKSGr2v6+3iAm5z1e2479uu993uz1Zwe1GH0fx9jqeZ7HlO1DTjOQGXs/843pvaox9d6V33iAGuYoj5l1Pi3Nel8r4iT9gHLs3Bg54VDuHfIs9X4kAThnF+X8F4/z/nA9eG8t5l1AQhA+UCG4nxXvnBBvBr6aWQX3NC6CQ5P2wR/Oeb8CGf3novTOrZGGt0AdkYBVCK40IgYfehsDz7MNYeYdhZ4QikyHlg2ek4454OnoIkMX9SRihwKsDsIQRDS2ESQsR/9W4qOkTvWRB5aF10UeIteki4j0CKHQTASimEINUT3FB8l0HvUwSPXh489ECN0SYsAZiLHkQCNYohIjf72LIU4kA9DqFuPkXQ4+QSJGAN8f4sgZT4EhKQbfLsCkH7ROftHeJBj35xKSSkuAlj0k2O/kvHJyiQnOPLnvdx0DG5ePIcXauVTAkzJUfU8JUdZzfRabEtpk8OlGL0QUZJ9hzG9LSRk2xQzfxLNGfkkBriq7FI8aUmZPj5mYACTUi+l9QnqK7JQdBN5NmJP0fgoFByel9LOYM0RlyHG1K+WMwp9zIGPJgc8iprz3lXK+SsjhQ41naJiUChJfD9mmKOakzU/TMl2Jhbk65BS7ngORVMhhsLZlAIgQsj5yzu4/MAiwZpPCiW7NBWS45EKBnEIudnOl8KbkyImQ8llHyXmcredUrFndqpNiAA==="

func main() {
	if err := run(os.Stdout); err != nil {
		log.Fatal(err)
	}
}

func run(w io.Writer) error {
	p, err := variants.ParseLink(link)
	if err != nil {
		return err // a short link, an element or a rule not understood: the error says which
	}
	fmt.Fprintf(w, "%s by %s: %v, %d rules, %d givens\n", p.Title, p.Author, p.Shape, len(p.Rules), p.Givens.NumGivens())

	// A setter's check must not hang: the deadline covers building the
	// Model as well as the search.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	m, err := p.ModelContext(ctx)
	if err != nil {
		return err
	}
	defer m.Close()

	sol, unique, err := m.Unique(ctx, p.Givens)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "unique: %v, the published solution: %v\n%s", unique, sol.Equal(p.Solution), sol.Pretty())

	// Is every clue needed? Without the last one, the puzzle opens up:
	// count its solutions and the cells left with several candidates.
	last := p.Rules[len(p.Rules)-1]
	fewer := p
	fewer.Rules = p.Rules[:len(p.Rules)-1]
	m2, err := fewer.ModelContext(ctx)
	if err != nil {
		return err
	}
	defer m2.Close()
	n, err := m2.Count(ctx, p.Givens, 1000)
	if err != nil {
		return err
	}
	c, err := m2.Candidates(ctx, p.Givens)
	if err != nil {
		return err
	}
	open := 0
	for i := range p.Shape.NumCells() {
		if c.Count(p.Shape.CellAt(i)) > 1 {
			open++
		}
	}
	fmt.Fprintf(w, "without the %s: %d solutions, %d cells open\n", sudoku.RuleName(last), n, open)

	back, err := variants.FPuzzlesURL(p)
	if err != nil {
		return err
	}
	again, err := variants.ParseLink(back)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "f-puzzles link reads back with %d rules\n", len(again.Rules))
	return nil
}
