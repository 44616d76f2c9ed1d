package lan

import "testing"

// TestNormalizeCode: a code typed with a Japanese input method (full-width
// letters and digits, an ideographic space, a long-vowel mark or a
// full-width dash for the dash) reads as the code the host shows.
func TestNormalizeCode(t *testing.T) {
	for in, want := range map[string]string{
		"ABCD23":       "ABCD23",
		"abc-d23":      "ABCD23",
		" ab cd\t23 ":  "ABCD23",
		"ｔｒ５　ａｅｑ":      "TR5AEQ",
		"ＡＢＣ－Ｄ２３":      "ABCD23",
		"abcーd23":      "ABCD23",
		"abc\u2013d23": "ABCD23",
		"abc\u00a0d23": "ABCD23",
		"":             "",
	} {
		if got := NormalizeCode(in); got != want {
			t.Errorf("NormalizeCode(%q) = %q, want %q", in, got, want)
		}
	}
}
