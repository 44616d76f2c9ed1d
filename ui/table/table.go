package table

import (
	"context"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/art"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
	"github.com/trickparty/trickparty/ui/internal/words"
)

// Screen is a game in progress: the felt with every seat, the trick,
// the player's hand, and a sidebar with the score sheet, log and buttons.
// It draws only its model (tablemodel: the table as shown, at the chosen
// pace), whose director paces the session's events into steps the pump
// carries out one at a time (pump.go), and asks only the model what the
// player may do.
//
// Its parts: the felt widget (feltArea, feltwidget.go), which owns the
// scene on it (tablescene.go, laid out by geometry.go) with the status
// line (statusline.go), the felt's message (feltmessage.go), the prompts
// (tableprompt.go), the draft stand (stand.go), the seats (seat.go) and
// the round and game summaries (summary.go, made in summarypanel.go); the
// player's input (tableInput, tableinput.go) with the hint (hint.go); the
// panel beside the felt (tablePanel: the sidebar, sidebar.go, with its
// score sheet, scoresheet.go); the coach of a guided game (coach.go), the
// trick history (history.go) and the in-game menu (tablemenu.go). The
// game so far (tricks, totals, who was out) is the model's Record.
type Screen struct {
	shell Shell
	// lan is the LAN table the player sits at, if any; host what the
	// player does to it when they host it.
	lan  *app.LANTable
	host *hostActions
	sess app.Session
	// model is the table as shown, paced: the view, the trick held, the
	// next deal held back, the action awaiting its answer, what the player
	// may do, the hand's order, the stand's slots and the seats. Everything
	// drawn and every "may the player act" reads it.
	model *tablemodel.Model
	// record is the game so far as shown (its tricks, each round's totals
	// and who was out), for the history and the summaries.
	record *tablemodel.Record
	// director paces the session's events into steps the pump carries
	// out; its Gate is the wait on a finished trick, which a click or
	// Enter ends.
	director *tablemodel.Director

	// felt is the felt widget, which owns the scene drawn on it.
	felt *feltArea
	// input turns the player's drags, clicks and keys into moves.
	input *tableInput
	// panel is what stands beside the felt: the sidebar, the lost
	// link's layer over all, and the root holding them.
	panel tablePanel
	// coach teaches a guided game (nil in any other).
	coach *coach
	// opening is the felt's word on who leads first, shown until the
	// first card is down (which then says it); "" once gone.
	opening string
	// run is the screen's life: the pump's context and the events.
	run screenRun
	// finished is the game kept for review once it is over (local games).
	finished *app.FinishedGame
}

// tablePanel is what the table screen shows beside and over its felt.
type tablePanel struct {
	side *sidebar
	// link dims the table while the connection to the host is down.
	link *LinkLayer
	root fyne.CanvasObject
	// loggedThrough is the Seq of the last live event the restored log
	// already tells (restoreLog).
	loggedThrough int
}

// screenRun is the life of a table screen's goroutines.
type screenRun struct {
	// ctx ends when the screen closes (Close): the pump's queued steps,
	// a message's clearing and a hint's answer then leave the screen
	// alone. done is closed once the pump has stopped.
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
	// events is kept when the UI is driven by a test (see drain).
	events <-chan app.Event
	// show is what events are shown under (undo.go), behind showMu.
	showMu sync.Mutex
	show   showState
}

// New builds the screen for a session and starts animating its
// events. start, when not nil, is called once subscribed (a local table's
// Start), so no event is missed.
func New(shell Shell, sess app.Session, opts Options) *Screen {
	cfg := sess.Config()
	t := &Screen{shell: shell, lan: opts.LAN, sess: sess, model: tablemodel.New(sess.Seat(), cardLess(cfg.Game))}
	t.run.ctx, t.run.cancel = context.WithCancel(context.Background())
	t.run.show.ctx, t.run.show.cancel = context.WithCancel(t.run.ctx)
	t.model.SetSeats(sess.Seats())
	obs, events := sess.Subscribe()
	// Taken after the snapshot: a bot may act in between, and the
	// history's through mark says which live events it already tells.
	hist, through := sess.History()
	// The tricks so far, for History and the round summary's breakdown,
	// from the same story as the log (a LAN guest that rejoined has no
	// other record of them).
	t.record = tablemodel.NewRecord(hist, through)
	if v, err := app.ViewOf(obs); err == nil {
		var names []string
		for _, c := range v.Hand {
			names = append(names, c.Name)
		}
		if a := v.Arranging(); a != nil {
			names = append(names, a.Cards...)
		}
		art.KeepRastersOf(cfg.Game)
		art.WarmRasters(cfg.Game, names)
	}
	t.director = &tablemodel.Director{Human: sess.Seat(), Live: !opts.Manual}
	t.felt = newFeltArea(shell, cfg.Game, t.model, t.record, t.director)
	t.input = newTableInput(shell, t.model, t.felt, func(a engine.Action) (engine.Observation, error) {
		if err := sess.Send(a); err != nil {
			return nil, err
		}
		return sess.Observation(), nil
	})
	if tut, ok := sess.(*app.Tutorial); ok {
		t.coach = newCoach(t.felt, t.model, cfg.Game, tut, shell.Leave, shell.PlayAgain)
		t.director.Guided = true
	}
	t.build()
	t.restoreLog(hist, through)
	if err := t.model.Observe(obs); err != nil {
		t.felt.flash(err.Error())
	}
	if v := t.model.View(); len(hist) == 0 && t.coach == nil && v.Round <= 1 && len(v.Trick) == 0 {
		// A new game: who leads first was drawn at random; say so, or
		// the first bot's card seems to come from nowhere. (A guided
		// game's coach says who leads in its own words.)
		for i, line := range t.startLines(v.Leader) {
			t.panel.side.addLog(line)
			if i == 0 {
				// Until the first card is down, which then says it.
				t.felt.flashAboutMove(line)
				t.opening = line
			}
		}
	}
	t.Render()
	if t.coach != nil {
		t.coach.render()
	}
	t.run.done = make(chan struct{})
	if opts.Manual {
		t.run.events = events
		close(t.run.done)
	} else {
		go t.pump(t.run.ctx, events)
		go t.tickCountdowns(t.run.ctx)
	}
	if opts.Start != nil {
		opts.Start()
	}
	// The forced card's pause starts once the screen is in the window:
	// this runs after the caller has put it there.
	t.onUI(func() {
		t.input.forced.shown = true
		t.input.armForced()
	})
	return t
}

// Content is the screen's root object.
func (t *Screen) Content() fyne.CanvasObject { return t.panel.root }

// TypedKey is the table's keyboard: the window hands it every key.
func (t *Screen) TypedKey(ev *fyne.KeyEvent) { t.input.typedKey(ev) }

// Session is the session the screen plays.
func (t *Screen) Session() app.Session { return t.sess }

// Flash shows msg on the felt for a moment.
func (t *Screen) Flash(msg string) { t.felt.flash(msg) }

// Log adds line to the game log.
func (t *Screen) Log(line string) { t.panel.side.addLog(line) }

// Link is the layer that says the link to a LAN table is lost.
func (t *Screen) Link() *LinkLayer { return t.panel.link }

// Close stops the screen's goroutines (the session is closed by its
// owner): the pump, the countdowns, a message's timer. It runs on the UI
// goroutine; whatever they queued for it and has not run yet finds the
// screen closed and does nothing (onUI).
func (t *Screen) Close() {
	t.run.cancel()
	t.input.disarmForced()
	t.felt.message.stop()
}

// onUI runs f on the UI goroutine unless the screen has closed by then:
// for the screen's own goroutines and timers.
func (t *Screen) onUI(f func()) {
	t.shell.Do(func() {
		if t.run.ctx.Err() == nil {
			f()
		}
	})
}

// build makes the screen's fixed parts: the scene, the input and the
// sidebar.
func (t *Screen) build() {
	t.felt.coach, t.input.coach = t.coach, t.coach
	t.panel.link = newLinkLayer()
	t.input.link, t.input.menu, t.input.render = t.panel.link, t.showMenu, t.Render
	t.felt.in = t.input
	t.felt.onUI = t.onUI
	t.felt.buildScene()
	ways := sidebarWays{hint: t.askHint, history: t.showHistory, menu: t.showMenu}
	if (takeBack{t}).table() != nil {
		ways.undo, ways.canUndo = t.Undo, takeBack{t}.possible
	}
	if l := t.lan; l != nil && l.Hosting() {
		t.host = &hostActions{lan: l, onUI: t.onUI, felt: t.felt}
		ways.startWithout = t.host.startWithout
		ways.rejoinAt = func() string {
			return lang.L("They rejoin with the join code {{.Code}} at {{.A}}.",
				map[string]any{"Code": words.SpacedCode(l.Code()), "A": strings.Join(l.Addresses(), lang.L(" or "))})
		}
	}
	t.panel.side = newSidebar(gameTitleOf(t.felt.game), t.felt.game, t.model, t.model.Seats, t.felt.seatName, t.coach, ways)
	t.panel.side.tricks = t.record.Tricks
	t.felt.side = t.panel.side
	t.panel.root = container.NewStack(container.New(&sidebarLayout{sb: t.panel.side}, t.felt.themed, t.panel.side.root), t.panel.link.root)
}

// Undo takes back the player's last move and the bots' after it, and
// shows the table as it now stands; nothing when there is nothing to take
// back. It runs on the UI goroutine.
func (t *Screen) Undo() { takeBack{t}.undo() }

// Render draws the table as the model shows it now, and arms the play
// of a forced card when the player asked for it.
func (t *Screen) Render() {
	t.felt.render()
	if !(t.run.ctx.Err() != nil) {
		t.input.armForced()
	}
}

// gameTitleOf is the game's title in the player's language.
func gameTitleOf(game string) string {
	if info, ok := app.LookupGame(game); ok {
		return words.GameTitle(info.Title)
	}
	return ""
}

// cardLess orders a game's cards in the hand: by suit, then by rank.
func cardLess(game string) func(a, b string) bool {
	return func(a, b string) bool {
		sa, ra, _ := art.CardKey(game, a)
		sb, rb, _ := art.CardKey(game, b)
		return sa < sb || (sa == sb && ra < rb)
	}
}

// showHistory opens the history at the last trick.
func (t *Screen) showHistory() {
	if len(t.record.Tricks()) == 0 {
		t.shell.ShowInfo(lang.L("History"), lang.L("No trick has been completed yet."))
		return
	}
	h := newHistoryView(t.felt.words(), t.felt.trickCardSize(), t.record.Tricks())
	t.shell.ShowCustom(lang.L("History"), lang.L("Close"), h.content(), fyne.NewSize(720, 0), h.keys)
}

// Retranslate puts the whole screen in the current language: a language
// chosen in the table's Settings applies to the table at once. What
// render says is in it from the next render; the words made once with the
// screen (the game's title, the sidebar's headings and buttons, the
// coach's, the stand's buttons, the name over the face-down row) are set
// again here, and the log is told again from the session's story.
func (t *Screen) Retranslate() {
	t.panel.side.retranslate(gameTitleOf(t.felt.game))
	t.felt.fdLabel.Text = t.felt.rowLabel()
	if t.felt.stand != nil {
		t.felt.stand.retranslate()
	}
	if t.coach != nil {
		t.coach.retranslate()
	}
	hist, through := t.sess.History()
	t.restoreLog(hist, through)
	t.Render()
	t.felt.Refresh() // the fixed words are fitted to their room again
}

// restoreLog fills the log from the session's history; through is the
// Seq of the last event the history covers. A table screen opened
// mid-game (Continue, Resume, Rejoin) tells the game so far in its log,
// in the words the live game used, without animating any of it; the live
// events the story already told add no second line (logLive).
func (t *Screen) restoreLog(hist []app.Event, through int) {
	t.panel.loggedThrough = through
	var lines []string
	if len(hist) > 0 {
		// Who led first, as the new game said, when the story tells the
		// first trick.
		for _, ev := range hist {
			if ev.Kind == app.TrickCompleted && ev.Trick != nil {
				if ev.Trick.Round <= 1 {
					lines = append(lines, t.startLines(ev.Trick.Leader)...)
				}
				break
			}
		}
	}
	for _, ev := range hist {
		lines = append(lines, logLines(t.felt.words(), ev)...)
	}
	if n := len(lines) - maxLogLines; n > 0 {
		lines = lines[n:]
	}
	t.panel.side.setLog(lines)
}

// startLines are what a new game's log says first: who leads the first
// trick and why, where the game draws the leader, and what a card is
// worth, where the game says it ("cardpoints <game>"), before the first
// round's summary shows any points.
func (t *Screen) startLines(leader int) []string {
	var lines []string
	if line := t.felt.words().FirstLeader(leader); line != "" {
		lines = append(lines, line)
	}
	if key := "cardpoints " + t.felt.game; lang.Has(key) {
		lines = append(lines, lang.L(key))
	}
	return lines
}

// logLines are an event's lines in the log: an action's, or why each
// winner of a finished trick won.
func logLines(tw words.Trick, ev app.Event) []string {
	switch {
	case ev.Kind == app.ActionApplied:
		return []string{eventWords(tw, ev)}
	case ev.Kind == app.TrickCompleted && ev.Trick != nil:
		return tw.Lines(ev.Trick)
	case ev.Kind == app.RoundOver:
		// The log marks where the next round's moves start.
		if v, err := app.ViewOf(ev.Obs); err == nil && !v.Over {
			return []string{lang.L("{{.Round}} begins.", map[string]any{"Round": words.RoundName(ev.Round+1, v.Rounds)})}
		}
	}
	return nil
}

// logLive adds a live event's line unless the restored story told it.
func (t *Screen) logLive(ev app.Event) {
	if ev.Seq != 0 && ev.Seq <= t.panel.loggedThrough {
		return
	}
	for _, line := range logLines(t.felt.words(), ev) {
		t.panel.side.addLog(line)
	}
}

// tickCountdowns refreshes the seats' countdowns once a second while the
// table is open; it touches the UI only through onUI and only when a
// timer runs, so an idle table without one costs nothing.
func (t *Screen) tickCountdowns(ctx context.Context) {
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		running := false
		for _, s := range t.sess.Seats() {
			running = running || !s.TurnEnds.IsZero()
		}
		if running {
			t.onUI(t.ShowCountdowns)
		}
	}
}

// ShowCountdowns redraws the seat panels (each shows its own countdown)
// and the status line on the player's own turn.
func (t *Screen) ShowCountdowns() {
	t.model.SetSeats(t.sess.Seats())
	for _, b := range t.felt.seatW {
		b.update()
	}
	t.felt.renderStatus()
}
