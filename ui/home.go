package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine/bot"
)

// botNames name the computer players.
var botNames = []string{"Aiko", "Bruno", "Chloé", "Dev", "Emi", "Farid"}

// ShowHome shows the home screen: game, players, bot levels, options, and
// the way to the other screens.
func (u *UI) ShowHome() {
	name := widget.NewEntry()
	name.SetText(u.Settings.Name)
	levelsBox := container.NewVBox()
	var levelSel []*widget.Select
	levelNames := make([]string, len(bot.Levels))
	for i, l := range bot.Levels {
		levelNames[i] = string(l)
	}
	last := app.LoadHomeChoice(u.prefs)
	rebuildLevels := func(n int) {
		old := levelSel
		levelSel = nil
		levelsBox.Objects = nil
		for i := 1; i < n; i++ {
			s := widget.NewSelect(levelNames, nil)
			s.SetSelected(string(bot.Normal))
			switch {
			case i-1 < len(old):
				s.SetSelected(old[i-1].Selected)
			case i-1 < len(last.Levels):
				s.SetSelected(string(last.Levels[i-1]))
			}
			levelSel = append(levelSel, s)
			levelsBox.Add(container.NewBorder(nil, nil, widget.NewLabel(botNames[i-1]), nil, s))
		}
		levelsBox.Refresh()
	}
	picker := newGamePicker(rebuildLevels)
	picker.restore(last.Game, last.Players, last.Options)

	play := widget.NewButton(lang.L("Play"), func() {
		s := u.Settings
		s.Name = name.Text
		u.saveSettings(s)
		cfg := picker.config()
		cfg.Seed = uint64(timeSeed())
		n := cfg.Players
		seats := []app.SeatSetup{{Kind: app.Human, Name: u.Settings.Name}}
		for i := 1; i < n; i++ {
			lvl := bot.Normal
			if i-1 < len(levelSel) && levelSel[i-1].Selected != "" {
				lvl = bot.Level(levelSel[i-1].Selected)
			}
			seats = append(seats, app.SeatSetup{Kind: app.Bot, Name: botNames[i-1], Level: lvl})
		}
		choice := app.HomeChoice{Game: cfg.Game, Players: n, Options: cfg.Options}
		for _, seat := range seats[1:] {
			choice.Levels = append(choice.Levels, seat.Level)
		}
		app.SaveHomeChoice(u.prefs, choice)
		if err := u.StartGame(cfg, seats); err != nil {
			dialog.ShowError(err, u.Win)
		}
	})
	play.Importance = widget.HighImportance
	cont := widget.NewButton(lang.L("Continue saved game"), u.Continue)
	if !u.HasSave() {
		cont.Disable()
	}
	form := widget.NewForm(widget.NewFormItem(lang.L("Your name"), name))
	for _, item := range picker.formItems() {
		form.AppendItem(item)
	}
	form.Append(lang.L("Computer players"), levelsBox)
	titleText := canvas.NewText("Trick Party", warmText)
	titleText.TextSize = 42
	titleText.TextStyle.Bold = true
	titleText.Alignment = fyne.TextAlignCenter
	sub := canvas.NewText(lang.L("Three trick-taking card games against the computer"), paleText)
	sub.Alignment = fyne.TextAlignCenter
	icon := canvas.NewImageFromResource(IconResource())
	icon.SetMinSize(fyne.NewSize(96, 96))
	icon.FillMode = canvas.ImageFillContain
	links := container.NewGridWithColumns(4,
		widget.NewButton(lang.L("Rules"), u.ShowRules),
		widget.NewButton(lang.L("Statistics"), u.ShowStatistics),
		widget.NewButton(lang.L("Settings"), u.ShowSettings),
		widget.NewButton(lang.L("About"), u.ShowAbout))
	panelBg := canvas.NewRectangle(overlayColor())
	panelBg.CornerRadius = 16
	panel := container.NewStack(panelBg, container.NewPadded(container.NewPadded(
		container.NewVBox(form, container.NewGridWithColumns(2, cont, play), lanButtons(u), links))))
	felt := newRasterImage(rasterOf(feltResource(), 480, 320))
	col := container.NewVBox(icon, titleText, sub, layout.NewSpacer(), container.NewGridWrap(fyne.NewSize(520, panel.MinSize().Height), panel))
	u.Win.SetContent(container.NewStack(felt, container.NewCenter(col)))
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
	speed := widget.NewSelect(speeds, nil)
	speed.SetSelected(string(s.Speed))
	th := widget.NewSelect(app.Themes, nil)
	th.SetSelected(s.Theme)
	size := widget.NewSelect(app.CardSizes, nil)
	size.SetSelected(s.CardSize)
	afterLabels := map[string]string{"auto": lang.L("continue automatically"), "click": lang.L("wait for a click")}
	after := widget.NewSelect([]string{afterLabels["auto"], afterLabels["click"]}, nil)
	after.SetSelected(afterLabels[s.AfterTrick])
	language := widget.NewSelect([]string{"English", "日本語"}, nil)
	if s.Language == "ja" {
		language.SetSelected("日本語")
	} else {
		language.SetSelected("English")
	}
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Your name"), name),
		widget.NewFormItem(lang.L("Animation speed"), speed),
		widget.NewFormItem(lang.L("After a trick"), after),
		widget.NewFormItem(lang.L("Theme"), th),
		widget.NewFormItem(lang.L("Card size"), size),
		widget.NewFormItem(lang.L("Language"), language),
	}
	dialog.ShowForm(lang.L("Settings"), lang.L("Save"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		s.Name, s.Speed, s.Theme, s.CardSize = name.Text, app.Speed(speed.Selected), th.Selected, size.Selected
		for k, label := range afterLabels {
			if after.Selected == label {
				s.AfterTrick = k
			}
		}
		s.Language = "en"
		if language.Selected == "日本語" {
			s.Language = "ja"
		}
		u.saveSettings(s)
		if u.screen == nil {
			u.ShowHome()
		} else {
			u.screen.render() // a new card size takes effect at the table
		}
	}, u.Win)
}

// ShowStatistics lists games played and won.
func (u *UI) ShowStatistics() {
	grid := container.NewGridWithColumns(4,
		widget.NewLabelWithStyle(lang.L("Game"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Players"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Played"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(lang.L("Won"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	for _, g := range app.Games() {
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			r, ok := u.Stats.Records[app.StatKey(g.ID, n)]
			if !ok {
				continue
			}
			grid.Add(widget.NewLabel(g.Title))
			grid.Add(widget.NewLabel(strconv.Itoa(n)))
			grid.Add(widget.NewLabel(strconv.Itoa(r.Played)))
			grid.Add(widget.NewLabel(fmt.Sprintf("%d (%d%%)", r.Won, r.Won*100/max(r.Played, 1))))
		}
	}
	var content fyne.CanvasObject = grid
	if len(u.Stats.Records) == 0 {
		content = widget.NewLabel(lang.L("No games finished yet."))
	}
	dialog.ShowCustom(lang.L("Statistics"), lang.L("Close"), content, u.Win)
}

// ShowRules shows each game's rules in our own words.
func (u *UI) ShowRules() { u.showRulesOf("") }

// showRulesOf shows the rules open at one game's tab (any game for "").
func (u *UI) showRulesOf(game string) {
	tabs := container.NewAppTabs()
	for _, g := range app.Games() {
		text := widget.NewRichTextFromMarkdown(rulesText(g.ID, u.Settings.Language))
		text.Wrapping = fyne.TextWrapWord
		tabs.Append(container.NewTabItem(g.Title, container.NewVScroll(text)))
		if g.ID == game {
			tabs.SelectIndex(len(tabs.Items) - 1)
		}
	}
	d := dialog.NewCustom(lang.L("Rules"), lang.L("Close"), tabs, u.Win)
	d.Resize(fyne.NewSize(720, 560))
	d.Show()
}

// aboutText is the About box's text: name, version (the one stamped from
// FyneApp.toml) and what the app is.
func aboutText() string {
	return "Trick Party " + app.Version + "\n\n" +
		lang.L("Gummi Trick, Gudetama: The Tricky Egg Card Game and Trick of Trip, against computer players or with friends on your network.") + "\n\n" +
		lang.L("Card art and rules text are our own; Trick Party is not affiliated with the games' publishers.")
}

// ShowAbout shows the app's name and version.
func (u *UI) ShowAbout() {
	icon := canvas.NewImageFromResource(IconResource())
	icon.SetMinSize(fyne.NewSize(64, 64))
	icon.FillMode = canvas.ImageFillContain
	text := widget.NewLabel(aboutText())
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(lang.L("About"), lang.L("Close"), container.NewBorder(icon, nil, nil, nil, text), u.Win)
	d.Resize(fyne.NewSize(420, 300))
	d.Show()
}
