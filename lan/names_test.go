package lan

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/trickparty/trickparty/engine"
)

// TestDuplicateNamesGetDistinct: a guest who picks a name another seat
// already has (in any case) is given "name 2", "name 3"..., also when the
// name is at its longest.
func TestDuplicateNamesGetDistinct(t *testing.T) {
	h := startHost(t, fakeCfg(6, 1, 1))
	addr := h.Addr().String()
	long := strings.Repeat("x", maxNameRunes)
	for _, name := range []string{"Alice", "alice", "Alice", long, long} {
		join(t, addr, clientCfg(name))
	}
	want := []string{"Alice", "alice 2", "Alice 3", long, strings.Repeat("x", maxNameRunes-2) + " 2", "Emi"}
	seats := h.Seats()
	for i, w := range want {
		if seats[i].Name != w {
			t.Errorf("seat %d is %q, want %q", i, seats[i].Name, w)
		}
	}
}

// TestLookAlikeNamesGetDistinct: names that only look like "Alice" (a
// trailing blank, a Cyrillic А, capitals, full-width letters, a hidden
// zero-width space, a Greek capital iota) are shown with a number.
func TestLookAlikeNamesGetDistinct(t *testing.T) {
	h := startHost(t, fakeCfg(7, 0, 1))
	addr := h.Addr().String()
	for _, name := range []string{"Alice", "Alice ", "Аlice", "ALICE", "Ａｌｉｃｅ", "Al\u200bice", "AΙice"} {
		join(t, addr, clientCfg(name))
	}
	want := []string{"Alice", "Alice 2", "Аlice 3", "ALICE 4", "Alice 5", "Alice 6", "AΙice 7"}
	for i, s := range h.Seats() {
		if s.Name != want[i] {
			t.Errorf("seat %d is %q, want %q", i, s.Name, want[i])
		}
	}
}

// TestNamesThatDiffer: sameName tells apart names a reader tells apart,
// and only those.
func TestNamesThatDiffer(t *testing.T) {
	alike := [][2]string{
		{"Alice", " alice "}, {"Alice", "Аlice"}, {"Alice", "ＡＬＩＣＥ"}, {"Alice", "Al\u00adice"},
		{"Bob", "B\uFE0Fob"}, {"Bob", "ВОВ"}, {"Olga", "0lga"}, {"Ian", "lan"}, {"Ian", "1an"},
		{"NIKO", "ΝΙΚΟ"}, {"Tom  Lee", "Tom Lee"}, {"さくら", "さくら\u200b"}, {"サクラ", "ｻｸﾗ"},
		{"Straße", "STRASSE"},
	}
	for _, p := range alike {
		if !sameName(p[0], p[1]) {
			t.Errorf("%q and %q look alike: skeletons %q and %q", p[0], p[1], nameSkeleton(p[0]), nameSkeleton(p[1]))
		}
	}
	differ := [][2]string{
		{"Alice", "Alicia"}, {"Zoe", "Zoë"}, {"さくら", "サクラ"}, {"Иван", "Ivan"}, {"Bob", "Rob"},
		{"Tom Lee", "TomLee"}, {"Player 1", "Player 2"}, {"ν", "n"},
	}
	for _, p := range differ {
		if sameName(p[0], p[1]) {
			t.Errorf("%q and %q are different names: both %q", p[0], p[1], nameSkeleton(p[0]))
		}
	}
}

// TestCleanName: what is shown for a supplied name.
func TestCleanName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"  Alice   Smith \t", "Alice Smith"},
		{"Ａｌｉｃｅ", "Alice"},
		{"さくら", "さくら"},
		{"\u3000さくら\u3000ちゃん", "さくら ちゃん"},
		{"ｻｸﾗ", "サクラ"},
		{"Al\u200bice\u2060", "Alice"},
		{"\u202eecilA", "ecilA"},
		{"e\u200b\u0301", "é"},
		{"a\xffb", "ab"},
		{"Аlice", "Аlice"},
		{"\u200b \u3164\u2800", "def"},
		{"", "def"},
		{strings.Repeat("ab ", 20), strings.TrimSpace(strings.Repeat("ab ", 8))},
		// Terminal control sequences go whole, not only their escape.
		{"\x1b[31mFriday\x1b[0m night", "Friday night"},
		{"\x1b[1;31;48:5:2mRed", "Red"},
		{"\x1b]0;evil title\x07Bob", "Bob"},
		{"\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\", "link"},
		{"\u009b2JBob", "Bob"},
		{"\x1b]0;no end", "def"},
		{"\x1b[31", "def"},
		{"\x1b[3\u3042", "\u3042"},
		{"Bob\x1b", "Bob"},
	} {
		if got := cleanName(c.in, "def"); got != c.want {
			t.Errorf("cleanName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	h := startHost(t, HostConfig{Game: engine.Config{Game: "fake", Players: 2}, Name: " Friday\u00a0\u00a0night ", NewGame: newFake, NewBot: newFakeBot})
	if n := h.Info().Name; n != "Friday night" {
		t.Errorf("table name %q", n)
	}
}

// TestCleanNameAlwaysFit: over many generated strings mixing every kind of
// troublesome character, cleanName returns valid, normalised UTF-8 of at
// most maxNameRunes runes without outer blanks, and cleaning it again
// changes nothing.
func TestCleanNameAlwaysFit(t *testing.T) {
	pool := []string{"a", "Z", " ", "\t", "\u3000", "\u00a0", "\u200b", "\u200d", "\ufeff", "\u00ad", "\ufe0f",
		"\u0301", "\u0308", "e", "Ａ", "ｶ", "\uff9e", "さ", "漢", "\ufdfa", "\u3164", "\u202e", "\x00", "\x7f", "\xff", "\xe3\x81",
		"😀", "\U000e0101", "Ω", "ﬁ", "\u2800", "1", "İ", "\x1b", "[", "]", "\a", "\u009b", "m"}
	rng := engine.NewRNG(42)
	check := func(in string) {
		out := cleanName(in, "")
		switch {
		case !utf8.ValidString(out):
			t.Fatalf("cleanName(%q) = %q: invalid UTF-8", in, out)
		case utf8.RuneCountInString(out) > maxNameRunes:
			t.Fatalf("cleanName(%q) = %q: %d runes", in, out, utf8.RuneCountInString(out))
		case out != strings.TrimSpace(out) || strings.Contains(out, "  "):
			t.Fatalf("cleanName(%q) = %q: stray blanks", in, out)
		case !norm.NFKC.IsNormalString(out):
			t.Fatalf("cleanName(%q) = %q: not NFKC", in, out)
		case cleanName(out, "") != out:
			t.Fatalf("cleanName(%q) = %q, cleaned again %q", in, out, cleanName(out, ""))
		}
	}
	for i := 0; i < 5000; i++ {
		var sb strings.Builder
		for n := rng.IntN(60); n > 0; n-- {
			sb.WriteString(pool[rng.IntN(len(pool))])
		}
		check(sb.String())
	}
}

// FuzzCleanName checks the same for any input.
func FuzzCleanName(f *testing.F) {
	for _, s := range []string{"Alice", " Аlice ", "Ａｌｉｃｅ", "e\u200b\u0301", "\ufdfa\ufdfa", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := cleanName(in, "")
		if !utf8.ValidString(out) || utf8.RuneCountInString(out) > maxNameRunes || !norm.NFKC.IsNormalString(out) || cleanName(out, "") != out {
			t.Fatalf("cleanName(%q) = %q", in, out)
		}
		nameSkeleton(in)
	})
}

// TestLookAlikesByUnicodesData: names that look alike by Unicode's
// confusables.txt, not only by Latin, Cyrillic and Greek letters, are one
// name: a Cherokee Ꭺ for an A, mathematical letters, Lisu's ꓰ for an E;
// and Cherokee in either case.
func TestLookAlikesByUnicodesData(t *testing.T) {
	for _, p := range [][2]string{
		{"Alice", "Ꭺlice"}, {"Kate", "Ꮶate"}, {"Wendy", "Ꮃendy"}, {"Eve", "ꓰve"},
		{"paypal", "𝔭𝒶ỿ𝕡𝕒ℓ"}, {"Sam", "Ѕаm"}, {"ada", "ɑda"}, {"Tom", "Torn"},
		{"ᏣᎳᎩ", "ꮳꮃꭹ"},
	} {
		if !sameName(p[0], p[1]) {
			t.Errorf("%q and %q look alike: skeletons %q and %q", p[0], p[1], nameSkeleton(p[0]), nameSkeleton(p[1]))
		}
	}
}

// TestSkeleton: UTS #39's skeleton on the table generated from Unicode
// 16.0.0's confusables.txt: NFD, default-ignorable characters left out,
// each character replaced by its prototype, NFD again.
func TestSkeleton(t *testing.T) {
	if confusablesVersion != "16.0.0" || len(confusableFrom) != 6355 || len(confusableAt) != len(confusableFrom) {
		t.Fatalf("table of Unicode %s with %d characters", confusablesVersion, len(confusableFrom))
	}
	if !slices.IsSorted(confusableFrom[:]) {
		t.Fatal("confusableFrom is not in code point order")
	}
	// Lines of confusables.txt: 13AA → 0041, 006D → 0072 006E,
	// 03B2 → 00DF, 2028 → 0020, 0060 → 0027; A is no character's copy.
	for r, want := range map[rune]string{0x13AA: "A", 'm': "rn", 0x03B2: "ß", 0x2028: " ", '`': "'"} {
		if got, ok := prototype(r); !ok || got != want {
			t.Errorf("prototype of %U: %q, want %q", r, got, want)
		}
	}
	if p, ok := prototype('A'); ok {
		t.Errorf("A has the prototype %q", p)
	}
	for in, want := range map[string]string{
		"Ꭺlice":          "Alice",
		"é":              "e\u0301",  // NFD first
		"a\u200bb\u00ad": "ab",       // Default_Ignorable_Code_Point
		"Ǆ":              "DZ\u030c", // the prototype D Ž, in NFD again
		"Alice":          "Alice",
		"ϐ":              "ß", // NFD keeps the beta symbol; its prototype is ß
	} {
		if got := skeleton(in); got != want {
			t.Errorf("skeleton(%q) = %q, want %q", in, got, want)
		}
	}
}
