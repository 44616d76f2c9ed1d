package ui

import (
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
	"github.com/trickparty/trickparty/ui/home"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
	"github.com/trickparty/trickparty/ui/internal/words"
	"github.com/trickparty/trickparty/ui/table"
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
	levels := home.NewBotLevels(u, last.Levels)
	// The saved game is read (and replayed) once, for its line and Play's
	// question.
	savedWhat, savedCfg := u.savedGameConfig()
	if savedWhat != "" {
		// The picker starts on the game Continue goes on with: another
		// game there read as what Continue would play.
		last.Game, last.Players, last.Options = savedCfg.Game, savedCfg.Players, savedCfg.Options
	}
	var picker *home.GamePicker
	// remember keeps the screen's choice as it changes, so that what was
	// chosen here is still chosen after a guided game, on the Host screen
	// and next time (it was kept only by Play).
	remember := func() {
		if picker == nil {
			return
		}
		choice := picker.Choice()
		choice.Levels = append(choice.Levels, levels.Levels()...)
		app.SaveHomeChoice(u.prefs, choice)
	}
	levels.OnChange = remember
	picker = home.NewGamePicker(func(n int) { levels.SetBots(n - 1) })
	picker.Restore(last)
	picker.OnChange = remember

	play := widgets.NewKeyButton(lang.L("Play"), func() {
		s := u.Settings
		s.Name = name.Text
		u.saveSettings(s)
		cfg := picker.Config()
		cfg.Seed = engine.RandomSeed()
		n := cfg.Players
		seats := []app.SeatSetup{{Kind: app.Human, Name: u.Settings.Name}}
		for i := 1; i < n; i++ {
			seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: bot.Name(i), Level: levels.Level(i - 1)})
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
	learn := widgets.NewKeyButtonWithIcon(lang.L("Learn by playing"), theme.HelpIcon(), func() {
		remember()
		if err := u.StartTutorial(picker.Config().Game); err != nil {
			u.showError(err)
		}
	})
	// A game without a guided game (one a build adds) cannot be learnt by
	// playing: the button waits for a game that can.
	picker.OnGame = func(g app.GameInfo) {
		if hasTutorial(g.ID) {
			learn.Enable()
		} else {
			learn.Disable()
		}
	}
	picker.OnGame(picker.Game())
	cont, resume, saved := u.continueButtons(savedWhat)
	if savedWhat != "" {
		// With a game saved, going on with it is the way forward: Play in
		// orange beside a grey Continue would suggest that the saved game
		// is about to be lost.
		cont.Importance, play.Importance = widget.HighImportance, widget.MediumImportance
	}
	form := widget.NewForm(widget.NewFormItem(lang.L("Your name"), name))
	for _, item := range picker.FormItems() {
		form.AppendItem(item)
	}
	form.Append(lang.L("Bots"), levels.Row)
	titleText := widgets.NewThemedText("Trick Party", widgets.WarmText, 42, fyne.TextStyle{Bold: true})
	sub := widgets.NewThemedText(lang.L("Trick-taking card games, against bots or friends"), widgets.PaleText, theme.DefaultTheme().Size(theme.SizeNameText), fyne.TextStyle{})
	icon := canvas.NewImageFromResource(art.Icon())
	icon.SetMinSize(fyne.NewSize(96, 96))
	icon.FillMode = canvas.ImageFillContain
	links := container.NewGridWithColumns(4,
		// The rules open at the game chosen here.
		widgets.NewKeyButton(lang.L("Rules"), func() { u.showRulesOf(picker.Config().Game) }),
		widgets.NewKeyButton(lang.L("Statistics"), u.ShowStatistics),
		widgets.NewKeyButton(lang.L("Settings"), u.ShowSettings),
		widgets.NewKeyButton(lang.L("About"), u.ShowAbout))
	panelBg := widgets.NewThemedRect(theme.ColorNameOverlayBackground, 16)
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
	felt := art.NewRasterImage(art.RasterOf(art.Felt(), 480, 320))
	layout := &home.Layout{Logo: icon, Title: titleText, Subtitle: sub, Panel: panel, Width: 580, LogoSide: 96}
	col := container.New(layout, icon, titleText, sub, panel)
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
	speed := widgets.NewValueSelect(speeds, string(s.Speed))
	th := widgets.NewValueSelect(app.Themes, s.Theme)
	size := widgets.NewValueSelect(app.CardSizes, s.CardSize)
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
	// Off by default: a player who plays every card themselves is not
	// surprised by a card leaving their hand.
	forced := widget.NewCheck(lang.L("Play it for me after a moment"), nil)
	forced.SetChecked(s.ForcedPlay)
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Your name"), name),
		widget.NewFormItem(lang.L("Animation speed"), widgets.WideSelect(speed)),
		widget.NewFormItem(lang.L("After a trick"), widgets.WideSelect(after)),
		widget.NewFormItem(lang.L("Only one card to play"), forced),
		widget.NewFormItem(lang.L("Theme"), widgets.WideSelect(th)),
		widget.NewFormItem(lang.L("Card size"), widgets.WideSelect(size)),
		widget.NewFormItem(lang.L("Language"), widgets.WideSelect(language)),
	}
	items = append(items, snd.items()...)
	u.keyDialog(dialog.NewForm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		s.Name = name.Text
		s.Speed = app.Speed(widgets.ValueOf(speed, speeds, string(s.Speed)))
		s.Theme = widgets.ValueOf(th, app.Themes, s.Theme)
		s.CardSize = widgets.ValueOf(size, app.CardSizes, s.CardSize)
		for k, label := range afterLabels {
			if after.Selected == label {
				s.AfterTrick = k
			}
		}
		s.Language = "en"
		if language.Selected == "日本語" {
			s.Language = "ja"
		}
		s.ForcedPlay = forced.Checked
		snd.apply(&s)
		u.saveSettings(s)
		if u.tableScreen() == nil {
			u.ShowHome()
		} else {
			u.tableScreen().Render() // a new card size takes effect at the table
		}
	}, u.Win), false, nil)
}

// ShowStatistics shows the player's results per game and table size, each
// with a chart of the recent games, and the finished games kept for review.
func (u *UI) ShowStatistics() { u.showStatistics(false) }

// showStatistics opens Statistics, on the kept games' tab when reviews is
// set: Back from a review opened there returns to the list it came from.
func (u *UI) showStatistics(reviews bool) {
	u.Stats.Refresh(u.prefs) // with the games another window finished
	box := container.NewVBox()
	keys := u.Stats.Keys() // sorted: a full game's key before its other options'
	for _, g := range app.Games() {
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			base := app.StatKey(g.ID, n)
			for _, key := range keys {
				if key == base || strings.HasPrefix(key, base+"?") || strings.HasPrefix(key, base+app.UndoneSuffix) {
					box.Add(home.StatBlock(g, n, u.Stats.Records[key]))
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
	var content fyne.CanvasObject = widgets.WithMin(560, 420, scroll)
	kept, err := app.Finished(u.store)
	if err != nil {
		fyne.LogError("reading the finished games", err)
	}
	if kept := home.KeptGames(kept, func(f app.FinishedGame) {
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

// ShowRules shows each game's rules in our own words, each way a trick is
// won with a picture.
func (u *UI) ShowRules() { u.showRulesOf("") }

// showRulesOf shows the rules open at one game's tab (any game for "").
// A page is built when its tab is first shown: typesetting every game's
// page and drawing its pictures at once kept the dialog from opening for
// about two seconds.
func (u *UI) showRulesOf(game string) {
	tabs := container.NewAppTabs()
	var d dialog.Dialog
	games := app.Games()
	page := func(g app.GameInfo) fyne.CanvasObject {
		text := rulesRichText(rulesText(g.ID, u.Settings.Language))
		page := container.NewVBox(text)
		if examples := table.TrickExamples(g.ID); examples != nil {
			// Each way a trick is won, drawn, after the text.
			page.Add(examples)
		}
		var content fyne.CanvasObject = container.NewVScroll(page)
		if hasTutorial(g.ID) {
			id := g.ID
			learn := widgets.NewKeyButtonWithIcon(lang.L("Learn {{.G}} by playing", map[string]any{"G": words.GameTitle(g.Title)}), theme.HelpIcon(), func() {
				d.Hide()
				if err := u.StartTutorial(id); err != nil {
					u.showError(err)
				}
			})
			content = container.NewBorder(nil, learn, nil, nil, content)
		}
		return content
	}
	// fill builds tab i's page into its (empty) stack once.
	fill := func(i int) {
		if i < 0 || i >= len(games) {
			return
		}
		if st := tabs.Items[i].Content.(*fyne.Container); len(st.Objects) == 0 {
			st.Add(page(games[i]))
			st.Refresh()
		}
	}
	at := 0
	for i, g := range games {
		tabs.Append(container.NewTabItem(words.GameTitle(g.Title), container.NewStack()))
		if g.ID == game {
			at = i
		}
	}
	fill(at)
	tabs.SelectIndex(at)
	tabs.OnSelected = func(*container.TabItem) { fill(tabs.SelectedIndex()) }
	d = u.showCustom(lang.L("Rules"), lang.L("Close"), tabs, fyne.NewSize(720, 560), nil)
	// The rules are long: they take most of a large window.
	u.growDialog(d)
}

// ShowAbout shows the app's name and version.
func (u *UI) ShowAbout() {
	icon := canvas.NewImageFromResource(art.Icon())
	icon.SetMinSize(fyne.NewSize(64, 64))
	icon.FillMode = canvas.ImageFillContain
	text := widgets.Ruled(widget.NewLabel(""), home.AboutText())
	// The credits make the text taller than a small window: it scrolls.
	u.showCustom(lang.L("About"), lang.L("Close"), container.NewBorder(icon, nil, nil, nil, container.NewVScroll(text)), fyne.NewSize(480, 420), nil)
}
