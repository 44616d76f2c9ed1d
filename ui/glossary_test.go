package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"

	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// retiredJapanese are the words docs/GLOSSARY.md retired, each with the
// word that replaced it: a Japanese text using one says the same thing in
// a second way, which a player reads as a second thing.
var retiredJapanese = []struct{ word, use string }{
	{"先手", "リード"},
	{"左回り", "時計回り (左回り reads as counter-clockwise)"},
	{"次に出す人", "リード（次にリードする人）or 出す番"},
	{"卓", "テーブル"},
	{"場に", "トリックに"},
	{"主催", "ホスト"},
	{"}}さん", "the name alone"},
	{"裏向きのカード", "伏せ札 (the row) or 裏向きで取ったカード (cards won)"},
	{"裏向きの列", "伏せ札"},
	{"上級ルール", "上級ゲーム"},
	{"上級版", "上級ゲーム"},
	{"目標点", "終了点数"},
	{"目標に", "終了点数に"},
	{"点ライン", "終了点数"},
	{"ラインに", "終了点数に"},
	{"ゲーム終了の点数", "終了点数"},
	{"勝つ確率", "勝率"},
	{"一瞬", "すぐ"},
	{"分割", "分ける／分け方"},
	{"獲得", "取った"},
	{"得点の山", "取ったカード"},
	{"山 表", "取ったカード：表向き…枚"},
	{"指名", "選ぶ"},
	{"探索", "ボットの読み"},
	{"次善手", "次によい手 (次善手 is a gamer's word)"},
	{"タイブレーク", "同点の決め方"},
	{"一番", "いちばん"},
	{"最も", "いちばん"},
	{"コンピューター", "ボット"},
	{"第{{.R}}回", "第{{.R}}ラウンド"},
	{"トリックの勝者", "トリックを取った人"},
	{"トリックに勝", "トリックを取る"},
	{"空席", "空き席"},
	{"ランク", "数字"},
	{"場面中", "…のうち…番目"},
	{"最初に出されたスート", "リードされたスート"},
	{"わく", "スロット (a stand's place for a set)"},
}

// japaneseTexts is every Japanese text a player can read, by where it is:
// ja.json's entries (each plural form), the Japanese rules pages (one
// paragraph each) and the "ja" texts of any guided game's script.
func japaneseTexts(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for key, v := range japanese(t) {
		switch v := v.(type) {
		case string:
			out["ja.json "+key] = v
		case map[string]any:
			for form, s := range v {
				if s, ok := s.(string); ok {
					out["ja.json "+key+" ("+form+")"] = s
				}
			}
		}
	}
	for f, words := range gamesWords(t, "ja") {
		for key, v := range words {
			switch v := v.(type) {
			case string:
				out[f+" "+key] = v
			case map[string]any:
				for form, s := range v {
					if s, ok := s.(string); ok {
						out[f+" "+key+" ("+form+")"] = s
					}
				}
			}
		}
	}
	pages, _ := filepath.Glob("../engine/*/rules.ja.md")
	if len(pages) < 3 {
		t.Fatalf("found %d Japanese rules pages; the scan is broken", len(pages))
	}
	for _, p := range pages {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, para := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(para) != "" {
				out[p+":"+strconv.Itoa(i+1)] = para
			}
		}
	}
	err := filepath.WalkDir("../engine", func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(p, ".json") || !strings.Contains(filepath.Base(p), "tutorial") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Errorf("%s: %v", p, err)
			return nil
		}
		n := 0
		var walk func(v any)
		walk = func(v any) {
			switch v := v.(type) {
			case map[string]any:
				for k, x := range v {
					if s, ok := x.(string); ok && k == "ja" {
						n++
						out[p+" #"+strconv.Itoa(n)] = s
					}
					walk(x)
				}
			case []any:
				for _, x := range v {
					walk(x)
				}
			}
		}
		walk(v)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 300 {
		t.Fatalf("found only %d Japanese texts; the scan is broken", len(out))
	}
	return out
}

// TestJapaneseUsesTheGlossary: no Japanese text uses a word the glossary
// retired.
func TestJapaneseUsesTheGlossary(t *testing.T) {
	// A name in Latin letters (the bots', a guided game's) takes no さん
	// either.
	honorific := regexp.MustCompile(`[A-Za-z]さん`)
	for where, s := range japaneseTexts(t) {
		for _, r := range retiredJapanese {
			if strings.Contains(s, r.word) {
				t.Errorf("%s uses %q (the glossary says %s): %q", where, r.word, r.use, s)
			}
		}
		if m := honorific.FindString(s); m != "" {
			t.Errorf("%s gives a name さん (%q): %q", where, m, s)
		}
	}
}

var (
	placeholder = regexp.MustCompile(`\{\{[^}]*\}\}`)
	// markup is Markdown's own half-width punctuation at a line's start: a
	// heading, a list item, a numbered item.
	markup = regexp.MustCompile(`^(#+ |- |[0-9]+\. )`)
	// halfWidth is half-width punctuation a Japanese sentence must write
	// full-width; a colon or a point between digits (an address, 1.5) and
	// a hyphen between digits (2-5) are numbers, not punctuation.
	halfWidth = regexp.MustCompile(`[;()!?,"'\[\]~]|[^0-9]:|:[^0-9]|[^0-9]\.|\.[^0-9]|^[.:]|[.:]$| - |[^0-9 ]/|/[^0-9 ]| / `)
)

// japaneseRune is a character of Japanese text: kana, kanji, the CJK and
// full-width punctuation.
func japaneseRune(r rune) bool {
	return unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef)
}

// titles are the games' names as published, the one place a half-width
// space sits between Japanese words.
var titles = []string{"ぐでたま トリッキーエッグカードゲーム"}

// politeEnds are how a sentence in です/ます ends: 〜です, 〜ます, 〜ません,
// 〜ました, 〜でした, 〜ください, 〜ましょう, 〜でしょう, 〜ませんか.
var politeEnds = []string{"す", "ません", "ました", "でした", "ください", "ましょう", "でしょう", "ませんか"}

// aside is a parenthesised aside (the innermost), which the sentence check
// leaves out.
var aside = regexp.MustCompile(`（[^（）]*）`)

// TestJapanesePunctuationIsFullWidth: a Japanese text writes its
// punctuation full-width (no "カード." or "勝ち!" or "：" next to ":"),
// puts no space between Japanese words (a sentence built by joining words
// shows one), and a full sentence ends in です/ます (〜す。 or 〜ん。).
func TestJapanesePunctuationIsFullWidth(t *testing.T) {
	for where, s := range japaneseTexts(t) {
		if !strings.ContainsFunc(s, japaneseRune) {
			continue
		}
		text := placeholder.ReplaceAllString(s, "X")
		text = markup.ReplaceAllString(text, "")
		text = strings.ReplaceAll(text, "**", "")
		for _, title := range titles {
			text = strings.ReplaceAll(text, title, "T")
		}
		if m := halfWidth.FindString(text); m != "" {
			t.Errorf("%s: half-width punctuation %q in Japanese: %q", where, m, s)
		}
		rs := []rune(text)
		for i := 1; i+1 < len(rs); i++ {
			if rs[i] == ' ' && japaneseRune(rs[i-1]) && japaneseRune(rs[i+1]) {
				t.Errorf("%s: a space between Japanese words: %q", where, s)
				break
			}
		}
		// An aside in parentheses may hold whole sentences of its own.
		for aside.MatchString(text) {
			text = aside.ReplaceAllString(text, "")
		}
		for _, sentence := range strings.SplitAfter(text, "。") {
			if !strings.HasSuffix(sentence, "。") {
				continue
			}
			body := strings.TrimRight(strings.TrimSuffix(sentence, "。"), "」")
			polite := false
			for _, end := range politeEnds {
				polite = polite || strings.HasSuffix(body, end)
			}
			if !polite {
				t.Errorf("%s: a sentence not in です/ます: %q", where, strings.TrimSpace(sentence))
			}
		}
	}
}

// TestNamesAndNumbersReadAsSentences: several names are listed as a
// sentence lists them, and a count of one takes the singular, in English
// and in Japanese.
func TestNamesAndNumbersReadAsSentences(t *testing.T) {
	SetLanguage("en")
	t.Cleanup(func() { SetLanguage("en") })
	for _, c := range []struct {
		got, want string
	}{
		{words.AndList([]string{"Ann"}), "Ann"},
		{words.AndList([]string{"Ann", "Bob"}), "Ann and Bob"},
		{words.AndList([]string{"Ann", "Bob", "Cleo"}), "Ann, Bob and Cleo"},
		{lang.L("{{.N}} share the win", map[string]any{"N": words.AndList([]string{"Ann", "Bob"})}), "Ann and Bob share the win"},
		{lang.N("Your score in the last {{.Count}} games: green bars are wins", 1, map[string]any{"Count": 1}), "Your score in the last game: a green bar is a win"},
		{lang.N("{{.Count}} points", 1, map[string]any{"Count": 1}), "1 point"},
		{lang.N("{{.Count}} points", 0, map[string]any{"Count": 0}), "0 points"},
		{lang.N("{{.Count}} cards won", 1, map[string]any{"Count": 1}), "1 card won"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
	SetLanguage("ja")
	// The last two are joined by "と": "Aiko、あなたがトリックを取りました"
	// reads as "Aiko, you took the trick".
	if got, want := words.AndList([]string{"Ann", "Bob", "Cleo"}), "Ann、BobとCleo"; got != want {
		t.Errorf("ja: %q, want %q", got, want)
	}
	if got, want := words.AndList([]string{"Aiko", "あなた"}), "Aikoとあなた"; got != want {
		t.Errorf("ja: %q, want %q", got, want)
	}
	if got, want := lang.N("{{.Count}} points", 1, map[string]any{"Count": 1}), "1点"; got != want {
		t.Errorf("ja: %q, want %q", got, want)
	}
}

// TestStatisticsSayWhichScoreIsBest: the record keeps the highest score,
// or the lowest where the lowest total wins, and says which.
func TestStatisticsSayWhichScoreIsBest(t *testing.T) {
	u, _ := newTestUI(t)
	u.recordResult(engine.Config{Game: "gudetama", Players: 3}, 12, true)
	u.recordResult(engine.Config{Game: "trip", Players: 3}, 40, true)
	u.ShowStatistics()
	for _, want := range []string{"Lowest score", "Highest score"} {
		if !uitest.CanvasHasText(u.Win, want) {
			t.Errorf("statistics do not say %q", want)
		}
	}
}

// TestStatisticsKeepShortGamesApart: a short game's results are a block of
// their own, named by the option as the home screen offers it, after the
// full game's, so its score is not averaged with full games'.
func TestStatisticsKeepShortGamesApart(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		SetLanguage(code)
		u, _ := newTestUI(t)
		u.recordResult(engine.Config{Game: "trip", Players: 3, Options: engine.Options{}.With("rounds", 2)}, 20, true)
		u.recordResult(engine.Config{Game: "trip", Players: 3}, 60, false)
		u.ShowStatistics()
		trip, _ := app.LookupGame("trip")
		rounds := trip.Options[0].Choices[1] // 2 rounds (short)
		if rounds.Value != 2 {
			t.Fatalf("Trick of Trip's second choice of rounds is %+v", rounds)
		}
		players := lang.L("{{.Game}}, {{.N}} players", map[string]any{"Game": lang.L(trip.Title), "N": 3})
		full := players + lang.L(", ") + lang.L(trip.Options[0].Choices[0].Label) // 4 rounds
		short := players + lang.L(", ") + lang.L(rounds.Label)
		var headings []string
		uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(l *widget.Label) bool {
			if strings.HasPrefix(l.Text, players) {
				headings = append(headings, l.Text)
			}
			return false // every label is looked at
		})
		if !slices.Equal(headings, []string{full, short}) {
			t.Errorf("%s: the statistics' headings are %q, want %q", code, headings, []string{full, short})
		}
	}
	SetLanguage("en")
}

// TestStatisticsKeepUndoneGamesApart: games in which the player took
// moves back are a block of their own, after the straight games', and
// their heading says so.
func TestStatisticsKeepUndoneGamesApart(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		SetLanguage(code)
		u, _ := newTestUI(t)
		cfg := engine.Config{Game: "gummi", Players: 4}
		u.recordResult(cfg, 20, true)
		u.Stats.AddUndoneResult(cfg, 30, false)
		u.ShowStatistics()
		gummi, _ := app.LookupGame("gummi")
		players := lang.L("{{.Game}}, {{.N}} players", map[string]any{"Game": lang.L(gummi.Title), "N": 4})
		var headings []string
		uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(l *widget.Label) bool {
			if strings.HasPrefix(l.Text, players) {
				headings = append(headings, l.Text)
			}
			return false
		})
		if len(headings) != 2 || headings[1] != headings[0]+lang.L(", ")+lang.L("with moves taken back") {
			t.Errorf("%s: the statistics' headings are %q, want the straight games' then the same with moves taken back", code, headings)
		}
	}
	SetLanguage("en")
}

// TestStatisticsKeepAnotherWindowsGames: two windows of the app share the
// preferences; a game finished in one stays counted when the other
// finishes a game, and each window's Statistics show both.
func TestStatisticsKeepAnotherWindowsGames(t *testing.T) {
	prefs := &app.MemPrefs{}
	first, _ := newTestUIPrefs(t, prefs)
	second, _ := newTestUIPrefs(t, prefs)
	gummi := engine.Config{Game: "gummi", Players: 4}
	trip := engine.Config{Game: "trip", Players: 4, Options: engine.Options{}.With("rounds", 1)}
	first.Stats.Refresh(prefs)
	first.recordResult(gummi, 20, false)
	second.recordResult(trip, 11, true)
	if s := app.LoadStatistics(prefs); s.Records[app.StatKeyFor(gummi)].Played != 1 || s.Records[app.StatKeyFor(trip)].Played != 1 {
		t.Fatalf("saved statistics lost a window's game: %v", s.Keys())
	}
	for name, u := range map[string]*UI{"first": first, "second": second} {
		u.ShowStatistics()
		for _, game := range []string{"Gummi Trick, 4 players", "Trick of Trip, 4 players"} {
			if !uitest.CanvasHasText(u.Win, game) {
				t.Errorf("the %s window's statistics do not show %q", name, game)
			}
		}
	}
}
