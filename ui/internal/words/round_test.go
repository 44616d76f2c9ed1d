package words

import "testing"

// TestRoundName: a round is "Round 2 of 3" where the rounds are counted,
// "Round 2" where they are not or there is one, in either language.
func TestRoundName(t *testing.T) {
	t.Cleanup(func() { _ = Use("en") })
	for _, tc := range []struct {
		code  string
		r, of int
		want  string
	}{
		{"en", 2, 3, "Round 2 of 3"}, {"en", 2, 0, "Round 2"}, {"en", 1, 1, "Round 1"},
		{"ja", 2, 3, "第2ラウンド／全3ラウンド"}, {"ja", 2, 0, "第2ラウンド"}, {"ja", 1, 1, "第1ラウンド"},
	} {
		if err := Use(tc.code); err != nil {
			t.Fatal(err)
		}
		if got := RoundName(tc.r, tc.of); got != tc.want {
			t.Errorf("%s: RoundName(%d, %d) = %q, want %q", tc.code, tc.r, tc.of, got, tc.want)
		}
	}
}
