package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// ShowHome shows the home screen: game, players, bot levels, options, and
// the way to the other screens.
func (u *UI) ShowHome() {
	name := widget.NewEntry()
	name.SetText(u.Settings.Name)
	// The name is kept as it is typed, not only by Play: the Host and
	// Join screens showed the one from before.
	name.OnChanged = func(s string) {
		st := u.Settings
		st.Name = s
		u.Settings = app.SaveSettings(u.prefs, st)
	}
	last := app.LoadHomeChoice(u.prefs)
	levels := newBotLevels(u, last.Levels)
	// The saved game is read (and replayed) once, for its line and Play's
	// question.
	savedWhat := u.savedGame()
	var picker *gamePicker
	// remember keeps the screen's choice as it changes, so that what was
	// chosen here is still chosen after a guided game, on the Host screen
	// and next time (it was kept only by Play).
	remember := func() {
		if picker == nil {
			return
		}
		choice := picker.choice()
		choice.Levels = append(choice.Levels, levels.levels...)
		app.SaveHomeChoice(u.prefs, choice)
	}
	levels.onChange = remember
	picker = newGamePicker(func(n int) { levels.setBots(n - 1) })
	picker.restore(last)
	picker.onChange = remember

	play := newKeyButton(lang.L("Play"), func() {
		s := u.Settings
		s.Name = name.Text
		u.saveSettings(s)
		cfg := picker.config()
		cfg.Seed = engine.RandomSeed()
		n := cfg.Players
		seats := []app.SeatSetup{{Kind: app.Human, Name: u.Settings.Name}}
		for i := 1; i < n; i++ {
			seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: levels.level(i - 1)})
		}
		remember()
		start := func() {
			if err := u.StartGame(cfg, seats); err != nil {
				u.showError(err)
			}
		}
		u.unlessSaved(savedWhat, func() {
			if hasTutorial(cfg.Game) && !app.TutorialOffered(u.prefs, cfg.Game) {
				u.offerTutorial(cfg.Game, start)
				return
			}
			start()
		})
	})
	play.Importance = widget.HighImportance
	learn := newKeyButtonWithIcon(lang.L("Learn by playing"), theme.HelpIcon(), func() {
		remember()
		if err := u.StartTutorial(picker.config().Game); err != nil {
			u.showError(err)
		}
	})
	// A game without a guided game (one a build adds) cannot be learnt by
	// playing: the button waits for a game that can.
	picker.onGame = func(g app.GameInfo) {
		if hasTutorial(g.ID) {
			learn.Enable()
		} else {
			learn.Disable()
		}
	}
	picker.onGame(picker.games[picker.current])
	cont, resume, saved := u.continueButtons(savedWhat)
	if savedWhat != "" {
		// With a game saved, going on with it is the way forward: Play in
		// orange beside a grey Continue made a stranger fear that the
		// saved game was about to be lost.
		cont.Importance, play.Importance = widget.HighImportance, widget.MediumImportance
	}
	form := widget.NewForm(widget.NewFormItem(lang.L("Your name"), name))
	for _, item := range picker.formItems() {
		form.AppendItem(item)
	}
	form.Append(lang.L("Bots"), levels.row)
	titleText := newThemedText("Trick Party", warmText, 42, fyne.TextStyle{Bold: true})
	sub := newThemedText(lang.L("Trick-taking card games, against bots or friends"), paleText, theme.DefaultTheme().Size(theme.SizeNameText), fyne.TextStyle{})
	icon := canvas.NewImageFromResource(IconResource())
	icon.SetMinSize(fyne.NewSize(96, 96))
	icon.FillMode = canvas.ImageFillContain
	links := container.NewGridWithColumns(4,
		// The rules open at the game chosen here.
		newKeyButton(lang.L("Rules"), func() { u.showRulesOf(picker.config().Game) }),
		newKeyButton(lang.L("Statistics"), u.ShowStatistics),
		newKeyButton(lang.L("Settings"), u.ShowSettings),
		newKeyButton(lang.L("About"), u.ShowAbout))
	panelBg := newThemedRect(theme.ColorNameOverlayBackground, 16)
	rows := container.NewVBox(form)
	if resume != nil {
		rows.Add(resume)
	}
	if saved != nil {
		rows.Add(saved)
	}
	rows.Add(container.NewGridWithColumns(2, cont, play))
	rows.Add(learn)
	rows.Add(lanButtons(u))
	rows.Add(links)
	panel := container.NewStack(panelBg, container.NewPadded(container.NewPadded(rows)))
	felt := newRasterImage(rasterOf(feltResource(), 480, 320))
	home := &homeLayout{logo: icon, title: titleText, subtitle: sub, panel: panel, width: 580, logoSide: 96}
	col := container.New(home, icon, titleText, sub, panel)
	u.setContent(container.NewStack(felt, container.NewVScroll(col)))
}

// ShowSettings edits the settings.
func (u *UI) ShowSettings() {
	s := u.Settings
	name := widget.NewEntry()
	name.SetText(s.Name)
	speeds := make([]string, len(app.Speeds))
	for i, sp := range app.Speeds {
		speeds[i] = string(sp)
	}
	speed := newValueSelect(speeds, string(s.Speed))
	th := newValueSelect(app.Themes, s.Theme)
	size := newValueSelect(app.CardSizes, s.CardSize)
	afterLabels := map[string]string{"auto": lang.L("continue automatically"), "click": lang.L("wait for a click")}
	after := widget.NewSelect([]string{afterLabels["auto"], afterLabels["click"]}, nil)
	after.SetSelected(afterLabels[s.AfterTrick])
	language := widget.NewSelect([]string{"English", "日本語"}, nil)
	if s.Language == "ja" {
		language.SetSelected("日本語")
	} else {
		language.SetSelected("English")
	}
	snd := u.newSoundFields(s)
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Your name"), name),
		widget.NewFormItem(lang.L("Animation speed"), wideSelect(speed)),
		widget.NewFormItem(lang.L("After a trick"), wideSelect(after)),
		widget.NewFormItem(lang.L("Theme"), wideSelect(th)),
		widget.NewFormItem(lang.L("Card size"), wideSelect(size)),
		widget.NewFormItem(lang.L("Language"), wideSelect(language)),
	}
	items = append(items, snd.items()...)
	u.keyDialog(dialog.NewForm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		s.Name = name.Text
		s.Speed = app.Speed(valueOf(speed, speeds, string(s.Speed)))
		s.Theme = valueOf(th, app.Themes, s.Theme)
		s.CardSize = valueOf(size, app.CardSizes, s.CardSize)
		for k, label := range afterLabels {
			if after.Selected == label {
				s.AfterTrick = k
			}
		}
		s.Language = "en"
		if language.Selected == "日本語" {
			s.Language = "ja"
		}
		snd.apply(&s)
		u.saveSettings(s)
		if u.tableScreen() == nil {
			u.ShowHome()
		} else {
			u.tableScreen().render() // a new card size takes effect at the table
		}
	}, u.Win), false, nil)
}

// ShowStatistics shows the player's results per game and table size, each
// with a chart of the recent games, and the finished games kept for review.
func (u *UI) ShowStatistics() { u.showStatistics(false) }

// showStatistics opens Statistics, on the kept games' tab when reviews is
// set: Back from a review opened there returns to the list it came from.
func (u *UI) showStatistics(reviews bool) {
	box := container.NewVBox()
	keys := u.Stats.Keys() // sorted: a full game's key before its other options'
	for _, g := range app.Games() {
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			base := app.StatKey(g.ID, n)
			for _, key := range keys {
				if key == base || strings.HasPrefix(key, base+"?") {
					box.Add(statBlock(g, n, u.Stats.Records[key]))
					box.Add(widget.NewSeparator())
				}
			}
		}
	}
	if len(u.Stats.Records) == 0 {
		box.Add(widget.NewLabel(lang.L("No games finished yet.")))
	}
	var d dialog.Dialog
	scroll := container.NewVScroll(box)
	var content fyne.CanvasObject = withMin(560, 420, scroll)
	if kept := u.keptGames(func(f app.FinishedGame) {
		d.Hide()
		u.ShowReview(f, func() { u.ShowHome(); u.showStatistics(true) })
	}); kept != nil {
		// The kept games on their own tab, where a player looking for a
		// review finds them without scrolling past every chart.
		tabs := container.NewAppTabs(
			container.NewTabItem(lang.L("Results"), content),
			container.NewTabItem(lang.L("Review a recent game"), container.NewVScroll(kept)))
		if reviews {
			tabs.SelectIndex(1)
		}
		content = tabs
	}
	d = u.showCustom(lang.L("Statistics"), lang.L("Close"), content, fyne.Size{}, nil)
}

// statBlock is one game and table size: the numbers, then the chart.
func statBlock(g app.GameInfo, players int, r app.Record) fyne.CanvasObject {
	heading := lang.L("{{.Game}}, {{.N}} players", map[string]any{"Game": gameTitle(g.Title), "N": players})
	// Games of other options than the full game's are counted apart:
	// "Trick of Trip, 3 players, 2 rounds (short)"; the full game says its
	// own ("4 rounds") where the home screen offers a choice, so the two
	// headings read alike.
	if names := r.Options.Names(); len(names) > 0 {
		for _, name := range names {
			heading += lang.L(", ") + optionWords(g, name, r.Options.Get(name))
		}
	} else {
		for _, o := range g.Options {
			if len(o.Choices) > 0 {
				heading += lang.L(", ") + optionWords(g, o.Name, o.Default)
			}
		}
	}
	title := widget.NewLabelWithStyle(heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	grid := container.NewGridWithColumns(4)
	add := func(label, value string) {
		grid.Add(widget.NewLabel(label))
		grid.Add(widget.NewLabelWithStyle(value, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	add(lang.L("Played"), strconv.Itoa(r.Played))
	add(lang.L("Won"), fmt.Sprintf("%d (%d%%)", r.Won, int(r.WinRate()*100+0.5)))
	if avg, ok := r.AverageScore(); ok {
		add(lang.L("Average score"), fmt.Sprintf("%.1f", avg))
		// The record keeps the best score: the lowest where the lowest
		// total wins, which "best" alone would not say.
		best := lang.L("Highest score")
		if g.LowScoreWins {
			best = lang.L("Lowest score")
		}
		add(best, strconv.Itoa(r.Best))
	}
	add(lang.L("Wins in a row"), strconv.Itoa(r.Streak))
	add(lang.L("Longest run of wins"), strconv.Itoa(r.BestStreak))
	out := container.NewVBox(title, grid)
	if len(r.Recent) > 0 {
		legend := lang.N("Your score in the last {{.Count}} games: green bars are wins", len(r.Recent), map[string]any{"Count": len(r.Recent)})
		out.Add(smallText(legend))
		out.Add(newResultChart(r.Recent))
	}
	return out
}

// optionWords names an option's value as the home screen offers it ("2
// rounds (short)"), or, for a value it does not offer, by the option's
// label and the number.
func optionWords(g app.GameInfo, name string, value int) string {
	spec, ok := g.Option(name)
	if !ok {
		return fmt.Sprintf("%s %d", name, value)
	}
	for _, c := range spec.Choices {
		if c.Value == value {
			return lang.L(c.Label)
		}
	}
	return lang.L("{{.Option}}: {{.Value}}", map[string]any{"Option": lang.L(spec.Label), "Value": value})
}

// keptGames lists the finished games kept for review, newest first, each
// with a button that opens it; nil when there are none.
func (u *UI) keptGames(open func(app.FinishedGame)) fyne.CanvasObject {
	kept, err := app.Finished(u.store)
	if err != nil {
		fyne.LogError("reading the finished games", err)
	}
	if len(kept) == 0 {
		return nil
	}
	list := container.NewVBox()
	for _, f := range kept {
		d, _ := app.LookupGame(f.Save.Config.Game)
		result := lang.L("lost")
		if f.Won {
			result = lang.L("won")
		}
		text := lang.N("{{.When}}  {{.Game}}, {{.N}} players: {{.Result}} with {{.Count}} points", f.Score, map[string]any{
			"When": f.When.Local().Format("2006-01-02 15:04"), "Game": gameTitle(d.Title), "N": f.Save.Config.Players,
			"Result": result, "Count": f.Score})
		list.Add(container.NewBorder(nil, nil, nil, newKeyButton(lang.L("Review"), func() { open(f) }), widget.NewLabel(text)))
	}
	return list
}

// ShowRules shows each game's rules in our own words, each way a trick is
// won with a picture.
func (u *UI) ShowRules() { u.showRulesOf("") }

// showRulesOf shows the rules open at one game's tab (any game for "").
func (u *UI) showRulesOf(game string) {
	tabs := container.NewAppTabs()
	var d dialog.Dialog
	for _, g := range app.Games() {
		text := rulesRichText(rulesText(g.ID, u.Settings.Language))
		page := container.NewVBox(text)
		if examples := trickExamples(g.ID); examples != nil {
			// Each way a trick is won, drawn, after the text.
			page.Add(examples)
		}
		var content fyne.CanvasObject = container.NewVScroll(page)
		if hasTutorial(g.ID) {
			id := g.ID
			learn := newKeyButtonWithIcon(lang.L("Learn {{.G}} by playing", map[string]any{"G": gameTitle(g.Title)}), theme.HelpIcon(), func() {
				d.Hide()
				if err := u.StartTutorial(id); err != nil {
					u.showError(err)
				}
			})
			content = container.NewBorder(nil, learn, nil, nil, content)
		}
		tabs.Append(container.NewTabItem(gameTitle(g.Title), content))
		if g.ID == game {
			tabs.SelectIndex(len(tabs.Items) - 1)
		}
	}
	d = u.showCustom(lang.L("Rules"), lang.L("Close"), tabs, fyne.NewSize(720, 560), nil)
}

// aboutText is the About box's text: name, version (the one stamped from
// FyneApp.toml) and what the app is.
func aboutText() string {
	var titles []string
	for _, g := range app.Games() {
		titles = append(titles, lang.L("{{.T}} (a game's name in a list)", map[string]any{"T": gameTitle(g.Title)}))
	}
	return "Trick Party " + app.Version + "\n\n" +
		lang.L("{{.Games}}, against bots or with friends on your network.", map[string]any{"Games": andList(titles), "Count": len(titles)}) + "\n\n" +
		lang.L("Card art and rules text are our own; Trick Party is not affiliated with the games' publishers.")
}

// ShowAbout shows the app's name and version.
func (u *UI) ShowAbout() {
	icon := canvas.NewImageFromResource(IconResource())
	icon.SetMinSize(fyne.NewSize(64, 64))
	icon.FillMode = canvas.ImageFillContain
	text := ruledText(widget.NewLabel(""), aboutText())
	u.showCustom(lang.L("About"), lang.L("Close"), container.NewBorder(icon, nil, nil, nil, text), fyne.NewSize(420, 300), nil)
}
