package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/uitest"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// TestJapaneseCoversEveryString checks that every string the interface
// translates has a Japanese entry, so a new message cannot silently ship
// in English only. The ui's own code finds its words in its own
// translations; a test may also say a game's words (a table's prompt),
// which the game's package translates.
func TestJapaneseCoversEveryString(t *testing.T) {
	ui, all := japanese(t), allWords(t, "ja")
	files := uiSources(t, true)
	re := regexp.MustCompile(`lang\.(?:L|N)\(("(?:[^"\\]|\\.)*")`)
	seen := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(src, -1) {
			key, err := strconv.Unquote(string(m[1]))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			seen++
			ja := ui
			if strings.HasSuffix(f, "_test.go") {
				ja = all
			}
			if _, ok := ja[key]; !ok {
				t.Errorf("%s: no Japanese for %q", f, key)
			}
		}
	}
	if seen < 50 {
		t.Fatalf("found only %d translated strings; the scan is broken", seen)
	}
}

// TestJapaneseCoversEveryGamesWords: the words each game gives the
// interface (its options, tie-break and the ids of its score lines'
// rules, as random games produce them) have Japanese entries too, and the
// ids their English sentences.
func TestJapaneseCoversEveryGamesWords(t *testing.T) {
	ja := allWords(t, "ja")
	for _, d := range app.Games() {
		words := []string{d.TieBreak, d.EndRule} // titles are names, kept as published
		for _, o := range d.Options {
			words = append(words, o.Label)
			for _, c := range o.Choices {
				words = append(words, c.Label)
			}
		}
		reasons := map[string]bool{}
		for seed := uint64(1); seed <= 30; seed++ {
			g, err := d.New(engine.Config{Game: d.ID, Players: d.MaxPlayers, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for !g.Over() {
				seat := g.ToMove().First()
				legal := g.Legal(seat, nil)
				if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
			rep := g.Report()
			for r := 1; r <= len(rep.RoundScores); r++ {
				b := d.Breakdown(rep.Tricks, d.MaxPlayers, r)
				reasons["score "+b.NoPoints] = true
				for _, lines := range b.Seats {
					for _, l := range lines {
						reasons["score "+l.ID] = true
					}
				}
			}
		}
		if len(reasons) == 0 {
			t.Errorf("%s: no score line in 30 games", d.ID)
		}
		en := allWords(t, "en")
		for r := range reasons {
			// The score lines are worded by their rules' ids, in
			// English too.
			words = append(words, r)
			if _, ok := en[r]; !ok {
				t.Errorf("%s: no English for %q", d.ID, r)
			}
		}
		for _, w := range words {
			if _, ok := ja[w]; w != "" && !ok {
				t.Errorf("%s: no Japanese for %q", d.ID, w)
			}
		}
	}
}

// english is en.json's entries: keyed texts and plurals.
func english(t *testing.T) map[string]any {
	t.Helper()
	data, err := words.Translations.ReadFile("translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]any
	if err := json.Unmarshal(data, &en); err != nil {
		t.Fatalf("en.json: %v", err)
	}
	return en
}

// japanese is ja.json's entries, by English key.
func japanese(t *testing.T) map[string]any {
	t.Helper()
	data, err := words.Translations.ReadFile("translations/ja.json")
	if err != nil {
		t.Fatal(err)
	}
	var ja map[string]any
	if err := json.Unmarshal(data, &ja); err != nil {
		t.Fatalf("ja.json: %v", err)
	}
	return ja
}

// gamesWords is every game's own words in one language
// (engine/GAME/words.LANG.json, Descriptor.Words), by file and key.
func gamesWords(t *testing.T, code string) map[string]map[string]any {
	t.Helper()
	files, _ := filepath.Glob("../engine/*/words." + code + ".json")
	if len(files) < 3 {
		t.Fatalf("only %d games bring words.%s.json", len(files), code)
	}
	out := map[string]map[string]any{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[f] = m
	}
	return out
}

// TestJapaneseCoversEveryRule: every rule id a refusal can carry (the
// engine's, the app's and the LAN's, found in their source) has a Japanese
// sentence (in ja.json or the game's own words), so no refusal is shown in
// English.
func TestJapaneseCoversEveryRule(t *testing.T) {
	ja := allWords(t, "ja")
	ids := map[string]bool{}
	for _, d := range app.Games() {
		for _, r := range []string{"over", "seat", "turn"} { // engine.CheckSeat, CheckTurn
			ids[d.ID+"."+r] = true
		}
	}
	re := regexp.MustCompile(`(?:Refuse\(|Rule: )"([a-z][a-z.-]*)"`)
	for _, dir := range []string{"../engine", "../app", "../lan"} {
		err := filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return err
			}
			src, err := os.ReadFile(p)
			for _, m := range re.FindAllSubmatch(src, -1) {
				ids[string(m[1])] = true
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(ids) < 40 {
		t.Fatalf("found only %d rule ids; the scan is broken", len(ids))
	}
	for id := range ids {
		if _, ok := ja["rule "+id]; !ok {
			t.Errorf("no Japanese for rule %q", id)
		}
	}
}

// TestConfirmationsAnswerInThePlayersLanguage: Fyne's own Yes and No were
// shown in English on a Japanese leave dialog.
func TestConfirmationsAnswerInThePlayersLanguage(t *testing.T) {
	u, _ := newTestUI(t)
	SetLanguage("ja")
	t.Cleanup(func() { SetLanguage("en") })
	answered := false
	u.showConfirm("退出", "退出しますか？", func(ok bool) { answered = ok })
	top := u.Win.Canvas().Overlays().Top()
	if top == nil || uitest.FindButton(top, "はい") == nil || uitest.FindButton(top, "いいえ") == nil {
		t.Fatalf("the confirmation's buttons read %q", textsOfButtons(top))
	}
	// No question mark stands behind the words (it did, over a long
	// message).
	for _, o := range test.LaidOutObjects(top) {
		if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Resource != nil && strings.Contains(img.Resource.Name(), "question") {
			t.Fatalf("the confirmation shows %q", img.Resource.Name())
		}
	}
	test.Tap(uitest.FindButton(top, "はい"))
	if !answered {
		t.Fatal("はい did not answer yes")
	}
}

func textsOfButtons(o fyne.CanvasObject) []string {
	var out []string
	if o == nil {
		return out
	}
	for _, c := range test.LaidOutObjects(o) {
		if b, ok := c.(*widget.Button); ok {
			out = append(out, b.Text)
		}
	}
	return out
}

// uiSources is every Go file of ui and the packages under it (their
// tests too when tests is set): the screens' words live in several.
func uiSources(t *testing.T, tests bool) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "fonts") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") && (tests || !strings.HasSuffix(p, "_test.go")) {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestJapaneseCoversEveryDecisionsWords: the words a game gives its
// decisions (DecisionSpec) and its views' prompts and rows, as random
// games show them to every seat, have Japanese entries: the table says
// them as the game gives them.
func TestJapaneseCoversEveryDecisionsWords(t *testing.T) {
	ja := allWords(t, "ja")
	for _, d := range app.Games() {
		words := map[string]bool{}
		asks := false // a decision made by a prompt, not from a row
		for _, s := range d.Decisions {
			asks = asks || s.Value != engine.ValueRow
			for _, w := range append([]string{s.Done, s.DoneYou, s.Hint, s.Other}, s.HintPlace[:]...) {
				words[w] = true
			}
		}
		prompts := 0
		for seed := uint64(1); seed <= 5; seed++ {
			g, err := d.New(engine.Config{Game: d.ID, Players: d.MaxPlayers, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			rng := engine.NewRNG(seed)
			for !g.Over() {
				for s := 0; s < g.Players(); s++ {
					v, err := d.View(g.Observe(s))
					if err != nil {
						t.Fatal(err)
					}
					for _, r := range v.Rows {
						words[r.Label] = true
					}
					if p := v.Prompt; p != nil {
						prompts++
						words[p.Say], words[p.Title], words[p.Ask] = true, true, true
						for _, c := range p.Choices {
							if c.Seat < 0 {
								words[c.Label] = true
							}
						}
						if a := p.Arrange; a != nil {
							words[a.Confirm], words[a.Incomplete], words[a.Ready], words[a.ReadyShort] = true, true, true, true
							for _, sl := range a.Slots {
								words[sl.Label] = true
							}
						}
					}
				}
				seat := g.ToMove().First()
				legal := g.Legal(seat, nil)
				if err := g.Apply(seat, legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
		if asks && prompts == 0 {
			t.Errorf("%s: no prompt in 5 games", d.ID)
		}
		for w := range words {
			if _, ok := ja[w]; w != "" && !ok {
				t.Errorf("%s: no Japanese for %q", d.ID, w)
			}
		}
	}
}

// allWords is what the interface can say in one language, as SetLanguage
// loads it: ui/internal/words/translations' entries and every game's own words.
func allWords(t *testing.T, code string) map[string]any {
	t.Helper()
	all := japanese(t)
	if code == "en" {
		all = english(t)
	}
	for _, words := range gamesWords(t, code) {
		for k, v := range words {
			all[k] = v
		}
	}
	return all
}
