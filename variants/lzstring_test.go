package variants

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestLZStringVectors checks the compressor against data that the
// JavaScript library produced: f-puzzles links, which decompress to their
// JSON and recompress to the very same text.
func TestLZStringVectors(t *testing.T) {
	tests := []struct {
		compressed string
		prefix     string // the start of the decompressed text
	}{
		{"N4IgHiBcDMC+Q===", `{"x":3}`},
		{"N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A",
			`{"size":9,"grid":[[{"value":1,"given":true},{},`},
		{"N4IgzglgXgpiBcBOANCA5gJwgEwQbT2AF9ljSSzKLryBdZQmq8l54+x1kANwEMAbAK5x4ARlRoI3GADsEAFwzCmK1kQ5tVmug216VGrUbWG1ZyjwHCEAJglTZCpTAO7j+nZw/7atIkA=",
			`{"size":9,"grid":[[{},{},{},{},{},{},{},{},{}],`},
		// Not from f-puzzles: a 16-bit character. The Elixir port documents
		// decoding this string to the same text.
		{"BYUwNmD2A0AECWsCGBbZtDUzkA==", "hello, i am a 猫"},
	}
	for _, tt := range tests {
		got, err := decompressFromBase64(tt.compressed)
		if err != nil {
			t.Errorf("decompressFromBase64(%.20q) = %v", tt.compressed, err)
			continue
		}
		if !strings.HasPrefix(got, tt.prefix) {
			t.Errorf("decompressFromBase64(%.20q) = %.60q, want it to start %q", tt.compressed, got, tt.prefix)
		}
		if again := compressToBase64(got); again != tt.compressed {
			t.Errorf("compressToBase64(decompressFromBase64(%.20q)) = %q, want the original", tt.compressed, again)
		}
	}
}

// TestLZStringRoundTrip compresses and decompresses assorted text: empty,
// ASCII, repetitive, characters beyond 8 bits and beyond the Basic
// Multilingual Plane (surrogate pairs), and random text.
func TestLZStringRoundTrip(t *testing.T) {
	inputs := []string{
		"", "a", "ab", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "abababababababababab",
		"TOBEORNOTTOBEORTOBEORNOT", "猫", "数独 Sudoku ナンプレ", "🧩🧩🧩 puzzle 🧩", "\x00\x01\x02 control",
		strings.Repeat(`{"cells":["R1C1","R1C2"],"value":"17"},`, 2000),
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		n := rng.IntN(300)
		var sb strings.Builder
		for range n {
			switch rng.IntN(4) {
			case 0:
				sb.WriteRune(rune(0x20 + rng.IntN(0x5f)))
			case 1:
				sb.WriteRune(rune('a' + rng.IntN(3)))
			case 2:
				sb.WriteRune(rune(0x100 + rng.IntN(0xd000)))
			default:
				sb.WriteRune(rune(0x10000 + rng.IntN(0x1000)))
			}
		}
		inputs = append(inputs, sb.String())
	}
	for _, in := range inputs {
		c := compressToBase64(in)
		if len(c)%4 != 0 || strings.TrimLeft(c, lzAlphabet+"=") != "" {
			t.Errorf("compressToBase64(%.30q) = %q, not padded base64", in, c)
		}
		out, err := decompressFromBase64(c)
		if in == "" {
			// The library returns "" for the empty stream too.
			if err != nil || out != "" {
				t.Errorf("decompressFromBase64(compressToBase64(\"\")) = %q, %v", out, err)
			}
			continue
		}
		if err != nil || out != in {
			t.Errorf("round trip of %.30q = %.30q, %v", in, out, err)
		}
	}
}

// TestLZStringErrors checks that bad compressed data is an error, never a
// panic or a silent garbage result.
func TestLZStringErrors(t *testing.T) {
	good := compressToBase64(`{"size":4,"title":"a fairly long title to compress"}`)
	tests := []struct {
		in   string
		want string
	}{
		{"", "no compressed data"},
		{"====", "no compressed data"},
		{"N4Ig!iBc", "not a base64 digit"},
		{"N4Ig HiBc", "not a base64 digit"},
		{good[:len(good)/2], `ends too early: all 38 base64 digits read, 24 characters decoded ("{\"size\":4,\"title\":\"a fai")`},
		{"Ibg", "names no phrase"}, // a literal, then code 7 with 4 codes known
		{"w", "starts with code 3"},
	}
	for _, tt := range tests {
		got, err := decompressFromBase64(tt.in)
		if strings.Contains(tt.want, "too early") && !errors.Is(err, ErrTruncated) {
			t.Errorf("decompressFromBase64(%q) = %v, want it to wrap ErrTruncated", tt.in, err)
		}
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("decompressFromBase64(%q) = %q, %v; want an ErrInvalid error mentioning %q", tt.in, got, err, tt.want)
		}
	}
}

// TestLZStringOutputBound checks that decompression stops at lzMaxOutput,
// so a short hostile link cannot exhaust memory.
func TestLZStringOutputBound(t *testing.T) {
	in := strings.Repeat("a", 5000)
	c := compressToBase64(in)
	defer func(old int) { lzMaxOutput = old }(lzMaxOutput)
	lzMaxOutput = 4000
	if _, err := decompressFromBase64(c); !errors.Is(err, ErrTooLarge) || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "exceeds") {
		t.Errorf("decompressFromBase64(5000 units) with a bound of 4000 = %v, want an error", err)
	}
	lzMaxOutput = 5000
	if out, err := decompressFromBase64(c); err != nil || out != in {
		t.Errorf("decompressFromBase64(5000 units) with a bound of 5000 = %d units, %v", utf8.RuneCountInString(out), err)
	}
}
