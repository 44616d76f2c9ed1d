package ui

import (
	"io/fs"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// rulesChecklist holds, for each game, every rule heading of
// shared/spec/rules.md (the game's players line included) and, for each
// language, the words its rules page must say for that rule: what a
// player must know to play it, not just its name. A page that drops a
// rule, or says it in one language only, fails.
var rulesChecklist = map[string][]struct {
	heading string
	en, ja  []string
}{
	"gummi": {
		{"Gummi Trick (2-5 players)",
			[]string{"2 to 5", "goes to the left"},
			[]string{"2〜5人", "左どなり"}},
		{"Deck",
			[]string{"six colours", "1 to 10", "10 is the highest", "worth 4 points", "worth 3", "worth 2", "worth 1"},
			[]string{"6色", "1〜10", "いちばん大きい数字は10", "1・2・3は4点", "4・5・6は3点", "7・8・9は2点", "10は1点"}},
		{"Setup",
			[]string{"3 colours for 2 players", "4 for 3 players", "5 for 4 players", "all 6 for 5 players", "9 cards in hand", "3 cards face-down in a row", "not even its owner", "set aside unseen", "first leader is chosen at random"},
			[]string{"2人なら3色", "3人なら4色", "4人なら5色", "5人なら6色", "手札を9枚", "伏せ札を3枚", "持ち主も含めて誰にも分かりません", "誰も見ないまま外します", "最初のリードはランダム"}},
		{"A trick",
			[]string{"going left", "always allowed", "turned face-up as it is played", "counts as played like any other card, also when it leads", "you must play a card of that colour", "second card's colour", "none of the colours", "The leader may play any hand card"},
			[]string{"時計回り", "いつでも出せます", "表に返し", "出されたカードとして数えます", "リードで出したときも同じ", "その色のカードを出さなければなりません", "2枚目の色", "どれも持っていなければ", "リードは手札のどのカードを出しても構いません"}},
		{"Winners",
			[]string{"whoever played its highest card", "only one card", "own card face-up", "face-down", "several players can win"},
			[]string{"いちばん大きい数字を出した人がその色を取ります", "1枚しか出ていない色", "自分のカードを表向き", "裏向きで取ります", "複数の人"}},
		{"Next leader",
			[]string{"Of the trick's winners, the one who played last leads the next trick"},
			[]string{"取った人のうち、いちばん後に出した人が次のトリックのリード"}},
		{"End of round",
			[]string{"12 tricks", "every card in hand and in the face-down row"},
			[]string{"12回のトリック", "手札と伏せ札をすべて出し切る"}},
		{"Score",
			[]string{"won face-up scores its points", "won face-down scores 1 point", "highest total wins", "won more cards", "the win is shared"},
			[]string{"表向きで取ったカードはその点数", "裏向きで取ったカードは1枚1点", "合計がいちばん高い人の勝ち", "取ったカードが多い人", "勝利を分け合います"}},
		{"Advanced game (option rounds=3)",
			[]string{"Advanced game", "option", "three rounds", "rounds 2 and 3", "scored most in the round before", "played latest in that round's last trick", "most points in round 3", "most cards won in round 3", "the win is shared"},
			[]string{"上級ゲーム", "オプション", "3ラウンド", "第2・第3ラウンドのリード", "いちばん多く得点した人", "最後のトリックでいちばん後に出した人", "第3ラウンドの得点がいちばん多い人", "第3ラウンドで取ったカードがいちばん多い人", "勝利を分け合います"}},
	},
	"gudetama": {
		{"Gudetama - The Tricky Egg Card Game (2-7 players)",
			[]string{"2 to 7", "goes to the left", "as few points as possible"},
			[]string{"2〜7人", "左どなり", "できるだけ少なく"}},
		{"Deck",
			[]string{"63", "1 to 14", "14 is the highest"},
			[]string{"63枚", "1〜14", "いちばん大きい数字は14"}},
		{"Round",
			[]string{"deal 7 cards to each player still in the game", "not used this round", "7 tricks", "leave the game for good", "as many as it can give each player equally", "that many tricks"},
			[]string{"残っている人に7枚ずつ", "このラウンドには出てきません", "7回のトリック", "ゲームから外れる", "同じ枚数ずつ配れるだけ配り", "トリックの回数もその枚数"}},
		{"A trick",
			[]string{"leader plays any card", "equal to or higher than", "their lowest card", "always allowed, even when they could beat the trick", "highest card wins", "the one played last wins"},
			[]string{"リードはどのカードを出しても構いません", "以上", "自分のいちばん小さいカード", "勝てるカードを持っていてもいつでも出せます", "いちばん大きいカードがトリックを取り", "後に出したほうが取ります"}},
		{"Leads",
			[]string{"first leader is chosen at random", "Whoever wins a trick leads the next one", "**14**", "**another** player to lead", "last trick leads the next round", "even if that round's score has just eliminated them", "players still in the game", "next player to their left still in the game leads"},
			[]string{"最初のリードはランダム", "トリックを取った人が次のトリックのリード", "**14**", "**自分以外**の人を次のリードに選びます", "最後のトリックを取った人が次のラウンドのリード", "自分が脱落したときでも選びます", "ゲームに残っている人から選びます", "左どなりから順に見て、最初のまだ残っている人がリード"}},
		{"Scoring (final trick only)",
			[]string{"Only the last trick of a round scores", "the number on the card they won it with", "any **1**", "everybody scores the card they played", "leaves the game", "a 1 is an ordinary card"},
			[]string{"ラウンドの最後のトリックだけ", "取ったカードの数字を得点", "**1**が1枚でも", "全員が自分の出したカードの数字を得点", "ゲームから外れます", "1はふつうのカード"}},
		{"Game end",
			[]string{"reaches the end score shown at the table", "21 points", "lowest total wins", "tie for the lowest, only they play further rounds", "everyone else is eliminated", "new lowest total stay in", "until one player is left"},
			[]string{"テーブルに表示される終了点数", "21点", "合計がいちばん少ない人の勝ち", "その人たちだけでさらにラウンドを行い", "ほかの人は脱落します", "合計がいちばん少ない人だけが残り", "1人になるまで"}},
	},
	"trip": {
		{"Trick of Trip (3-5 players)",
			[]string{"3 to 5", "goes to the left"},
			[]string{"3〜5人", "左どなり"}},
		{"Deck",
			[]string{"54 cards", "four suits", "1 to 12", "six trumps", "1 to 6", "**Low cards are strong**", "high cards score more", "stand sits between each pair of neighbours"},
			[]string{"54枚", "4つのスート", "1〜12", "切り札が6枚", "1〜6", "**小さい数字ほど強く**", "大きい数字ほど得点が高く", "2人の間に、カードのスタンド"}},
		{"Game",
			[]string{"Four rounds", "set up with fewer", "a draft, then 6 tricks"},
			[]string{"4ラウンド", "ラウンド数を減らして始めたゲーム", "ドラフトのあとに6回のトリック"}},
		{"Draft",
			[]string{"draws 6 cards", "two sets of three on their stand", "same time, without seeing anyone else's split", "to the left in rounds 1 and 3", "to the right in rounds 2 and 4", "picks one set", "without seeing the others' picks", "goes back to the player who made it", "the set you picked plus your own set that came back"},
			[]string{"6枚引き", "3枚ずつ2組に分けて自分のスタンド", "分けるのは全員同時で、ほかの人の分け方は見えません", "第1・第3ラウンドは左どなりへ", "第2・第4ラウンドは右どなりへ", "1組を選びます", "ほかの人が選ぶ組は見えません", "それを分けた人に戻ります", "自分が選んだ組と、戻ってきた自分の組"}},
		{"A trick",
			[]string{"first leader is chosen at random", "The leader plays any card", "must follow the led suit if they can", "may play a trump instead, even when they could follow", "If a trump is led, everyone must play a trump if they have one", "cannot follow may play any card"},
			[]string{"最初のリードはランダム", "リードはどのカードを出しても構いません", "そのスートに従わなければなりません", "従えるときでも代わりに切り札を出して構いません", "切り札を持っている人は切り札を出さなければなりません", "従えない人は何を出しても構いません"}},
		{"Who wins",
			[]string{"at least one trump and at least one 7", "**first 7**", "even a 7 played before the trump", "if the trick holds a trump, the **lowest trump** wins", "**lowest card of the led suit**", "keeps only the card they played", "discarded", "The winner leads the next trick"},
			[]string{"切り札が1枚以上あり、7も1枚以上", "**最初に出た7**", "切り札より前に出た7でも勝ちます", "トリックに切り札があれば**いちばん小さい切り札**", "**リードされたスートのいちばん小さいカード**", "自分が出したカードだけ", "捨て札", "トリックを取った人が次のトリックのリード"}},
		{"Between rounds",
			[]string{"discards are shuffled back into the deck", "cards won never go back", "lowest score so far leads the next round", "one of them, chosen at random"},
			[]string{"捨て札を山札に戻してシャッフル", "取ったカードは山札に戻りません", "得点がいちばん低い人が次のラウンドのリード", "そのうち1人がランダム"}},
		{"Score",
			[]string{"Trumps count as a suit of their own", "highest number among the cards you won in that suit", "by the number of cards you won in it", "add up the suits", "highest total wins", "won the most cards", "the win is shared"},
			[]string{"切り札も1つのスートとして数えます", "そのスートで取ったカードのいちばん大きい数字", "× そのスートで取った枚数", "全スートの得点を合計", "合計がいちばん高い人の勝ち", "取ったカードが多い人の勝ち", "勝利を分け合います"}},
	},
}

// TestRulesPagesSayEveryRule: each game has its own rules page in each
// language the app offers (not the English fallback), and each page says
// every rule of rules.md for its game, in the words the checklist holds.
func TestRulesPagesSayEveryRule(t *testing.T) {
	for _, g := range app.Games() {
		list, ok := rulesChecklist[g.ID]
		if !ok {
			t.Errorf("%s has no rules checklist", g.ID)
			continue
		}
		for _, language := range []string{"en", "ja"} {
			data, err := fs.ReadFile(g.Rules, "rules."+language+".md")
			if err != nil {
				t.Errorf("%s in %s: %v", g.ID, language, err)
				continue
			}
			// A sentence may wrap in the file; the checklist reads it as one.
			text := strings.Join(strings.Fields(string(data)), " ")
			for _, rule := range list {
				words := rule.en
				if language == "ja" {
					words = rule.ja
				}
				if len(words) == 0 {
					t.Errorf("%s: the checklist has no %s words for %q", g.ID, language, rule.heading)
				}
				for _, w := range words {
					if !strings.Contains(text, w) {
						t.Errorf("%s rules in %s, %q: the page does not say %q", g.ID, language, rule.heading, w)
					}
				}
			}
			if got := rulesText(g.ID, language); got != string(data) {
				t.Errorf("rulesText(%s, %s) is not the game's own text", g.ID, language)
			}
		}
	}
	if got, want := rulesText("trip", "xx"), rulesText("trip", "en"); got != want || got == "" {
		t.Errorf("a language without its own text should fall back to English")
	}
}

// TestJapaneseRulesHaveNoSpaceBeforeBold: Fyne's markdown left a space
// between a text and the bold words after it, which Japanese does not
// have ("あれば いちばん小さい切り札"); English keeps its spaces.
func TestJapaneseRulesHaveNoSpaceBeforeBold(t *testing.T) {
	for _, c := range []struct{ md, want string }{
		{"切り札があれば**いちばん小さい切り札**が勝ちます。", "切り札があればいちばん小さい切り札が勝ちます。"},
		{"1. 7も1枚以上あれば、**最初に出た7**が勝ちます。", "7も1枚以上あれば、最初に出た7が勝ちます。"},
		{"Then **the lowest trump** wins.", "Then the lowest trump wins."},
	} {
		var got strings.Builder
		var walk func([]widget.RichTextSegment)
		walk = func(segs []widget.RichTextSegment) {
			for _, seg := range segs {
				switch s := seg.(type) {
				case *widget.TextSegment:
					got.WriteString(strings.ReplaceAll(s.Text, wordBreak, ""))
				case *widget.ListSegment:
					for _, item := range s.Items {
						if p, ok := item.(*widget.ParagraphSegment); ok {
							walk(p.Texts)
						}
					}
				case markedList:
					for _, item := range s.Items {
						if p, ok := item.(*widget.ParagraphSegment); ok {
							walk(p.Texts)
						}
					}
				case *widget.ParagraphSegment:
					walk(s.Texts)
				}
			}
		}
		walk(rulesRichText(c.md).Segments)
		if strings.TrimSpace(got.String()) != c.want {
			t.Errorf("%q reads %q, want %q", c.md, got.String(), c.want)
		}
	}
}

// TestRulesPagesWithTheirPicturesFitAndSayNoEnglish: each game's rules
// page, with its trick pictures (checked one by one by the table's
// TestTrickExamplesShowEachReason), has a tab, fits an 800x600 window and,
// in Japanese, shows no English.
func TestRulesPagesWithTheirPicturesFitAndSayNoEnglish(t *testing.T) {
	for _, code := range []string{"en", "ja"} {
		t.Run(code, func(t *testing.T) {
			u, _ := newTestUI(t)
			if code == "ja" {
				u = japaneseUI(t)
			}
			u.Win.Resize(fyne.NewSize(800, 600))
			u.ShowRules()
			top := u.Win.Canvas().Overlays().Top()
			tabs := uitest.FindFirst(top, func(*container.AppTabs) bool { return true })
			if tabs == nil {
				t.Fatal("the rules have no tabs")
			}
			games := app.Games()
			if len(tabs.Items) != len(games) {
				t.Fatalf("%d tabs for %d games", len(tabs.Items), len(games))
			}
			for i := range games {
				tabs.SelectIndex(i)
				if code == "ja" {
					(&walker{t: t, u: u}).look("rules of " + games[i].ID)
				} else {
					for _, c := range uitest.Cramped(u.Win.Canvas()) {
						t.Errorf("rules of %s: %s", games[i].ID, c)
					}
				}
			}
		})
	}
}

// TestRulesPagesCreditTheDesigners: each game's rules page, in each
// language, names the game's designers and publisher and says Trick Party
// is a fan's work, not the makers', with its own art.
func TestRulesPagesCreditTheDesigners(t *testing.T) {
	credits := map[string]map[string][]string{
		"gummi": {"en": {"Hisashi Hayashi", "OKAZU brand", "ryo_nyamo", "HAL99"},
			"ja": {"Hisashi Hayashi", "OKAZUブランド", "ryo_nyamo", "HAL99"}},
		"gudetama": {"en": {"Steve Ellis", "Ben Eisner", "Oni Games", "Renegade Game Studios", "gudetama™", "Sanrio"},
			"ja": {"Steve Ellis", "Ben Eisner", "オニゲームズ", "レネゲードゲームスタジオ", "ぐでたま™", "サンリオ"}},
		"trip": {"en": {"nuun"}, "ja": {"nuun"}},
	}
	fan := map[string]string{"en": "Trick Party is an unofficial fan implementation, with its own art", "ja": "Trick Partyはファンが作ったもので、ゲームの作り手や出版社が認めたものではありません。絵は独自のものです。"}
	for _, g := range app.Games() {
		names, ok := credits[g.ID]
		if !ok {
			continue
		}
		for _, language := range []string{"en", "ja"} {
			text := strings.Join(strings.Fields(rulesText(g.ID, language)), " ")
			for _, n := range append(names[language], fan[language]) {
				if !strings.Contains(text, n) {
					t.Errorf("%s rules in %s do not say %q", g.ID, language, n)
				}
			}
		}
	}
}

// TestRulesDialogGrowsWithTheWindow: the rules are long; on a large
// window their dialog takes most of it instead of a small fixed box.
func TestRulesDialogGrowsWithTheWindow(t *testing.T) {
	u, _ := newTestUI(t)
	u.Win.Resize(fyne.NewSize(1280, 800))
	u.ShowRules()
	tabs := uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true })
	if tabs == nil {
		t.Fatal("the rules have no tabs")
	}
	if got := tabs.Size(); got.Width < 0.75*1280 || got.Height < 0.7*800 {
		t.Errorf("at 1280x800 the rules' page is %v", got)
	}
	u.Win.Canvas().Overlays().Remove(u.Win.Canvas().Overlays().Top())
	u.Win.Resize(fyne.NewSize(800, 600))
	u.ShowRules()
	tabs = uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true })
	if got := tabs.Size(); got.Width > 800-40 || got.Height > 600-40 {
		t.Errorf("at 800x600 the rules' page is %v, more than the window", got)
	}
}

// TestRulesBuildAPageWhenItIsShown: the rules open with only the shown
// game's page built (typesetting every page and drawing its pictures at
// once kept the dialog from opening for about two seconds); another
// game's page is built when its tab is chosen.
func TestRulesBuildAPageWhenItIsShown(t *testing.T) {
	u, _ := newTestUI(t)
	u.showRulesOf("gudetama")
	tabs := uitest.FindFirst(u.Win.Canvas().Overlays().Top(), func(*container.AppTabs) bool { return true })
	if tabs == nil {
		t.Fatal("the rules have no tabs")
	}
	built := func(i int) bool {
		return uitest.FindFirst(tabs.Items[i].Content, func(*widget.RichText) bool { return true }) != nil
	}
	games := app.Games()
	for i, g := range games {
		if shown := g.ID == "gudetama"; built(i) != shown || (tabs.SelectedIndex() == i) != shown {
			t.Errorf("%s: page built %v, selected %v", g.ID, built(i), tabs.SelectedIndex() == i)
		}
	}
	for i, g := range games {
		tabs.SelectIndex(i)
		if !built(i) {
			t.Errorf("%s's page is not built once its tab is chosen", g.ID)
		}
	}
}
