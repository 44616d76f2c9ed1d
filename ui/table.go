package ui

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/tablemodel"
)

// TableScreen is a game in progress: the felt with every seat, the trick,
// the player's hand, and a sidebar with the score sheet, log and buttons.
// It draws only its model (tablemodel: the table as shown, at the chosen
// pace), which the pump feeds the session's events one at a time
// (pump.go), and asks only the model what the player may do.
//
// Its parts, one file each: the felt widget (feltwidget.go) and the scene
// on it (tablescene.go, laid out by geometry.go), the player's input
// (tableinput.go), the status line (statusline.go), the felt's message
// (feltmessage.go), the prompts (tableprompt.go), the held trick's wait
// (holdgate.go), the draft stand (stand.go), the seats (seat.go), the
// sidebar (sidebar.go) with its score sheet (scoresheet.go), the hint
// (hint.go), the coach of a guided game (coach.go), the round and game
// summaries (summary.go, made in summarypanel.go), the trick history
// (history.go) and the in-game menu (tablemenu.go). The game so far
// (tricks, totals, who was out) is the model's Record.
type TableScreen struct {
	u     *UI
	sess  app.Session
	human int
	game  string
	title string
	seats []app.SeatInfo

	// model is the table as shown, paced: the view, the trick held, the
	// next deal held back, the action awaiting its answer, what the player
	// may do, the hand's order and the stand's slots. Everything drawn and
	// every "may the player act" reads it.
	model *tablemodel.Model
	// summaryOpen: the round summary is on the felt (t.panel).
	summaryOpen bool
	// rebuildPanel draws the summary on the felt again, at a new scale.
	rebuildPanel func()
	// panelPrimary is the panel's main button's action, for Enter.
	panelPrimary func()
	// greyed is why the greyed cards may not be played (greyedWhy).
	greyed greyedCache
	// hand is the hand's stop in the Tab order (handfocus.go).
	hand *handStop
	// promptFocus is a new prompt's first button, focused once shown.
	promptFocus *keyButton

	// record is the game so far as shown (its tricks, each round's totals
	// and who was out), for the history and the summaries.
	record *tablemodel.Record
	// director paces the session's events into steps the pump carries
	// out; its Gate is the wait on a finished trick, which a click or
	// Enter ends.
	director *tablemodel.Director

	// wasAsked: the last render showed the table waiting for the
	// player (cueTurn pings when that starts).
	wasAsked bool

	selected int // keyboard selection in the hand, -1 for none
	// hiddenPile: the game keeps won cards partly face down (its
	// descriptor's HiddenPile), so piles read "N up, M down".
	hiddenPile bool
	// pendingCard is the card of the action awaiting the table's answer,
	// sprung back if the table refuses it.
	pendingCard *cardWidget
	hinted      engine.Action
	// hintMove is the asked hint's move while it is still to be made: in
	// the draft it marks the split's first set, or the set to pick.
	hintMove *engine.Move
	// finished is the game kept for review once it is over (local games).
	finished *app.FinishedGame
	dragging *cardWidget

	// geo is the last geometry computed (geometryFor).
	geo geometryCache

	scene
	side *sidebar
	// feltTheme scales the widgets on the felt by the geometry's chrome.
	feltTheme    *scaledTheme
	feltOverride *container.ThemeOverride

	root fyne.CanvasObject
	// coach teaches a guided game (nil in any other).
	coach *coach
	// link dims the table while the connection to the host is down.
	link *linkLayer

	// ctx ends when the screen closes (Close): the pump's queued steps,
	// a message's clearing and a hint's answer then leave the screen
	// alone. done is closed once the pump has stopped.
	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
	// events is kept when the UI is driven by a test (see drain).
	events <-chan app.Event
	// loggedThrough is the Seq of the last live event the restored log
	// already tells (logrestore.go).
	loggedThrough int
}

// scene is what is drawn on the felt. Card widgets are made once and then
// moved and updated (cardPool); render only changes what changed.
type scene struct {
	area     *feltArea
	felt     *canvas.Image
	feltBase *canvas.Rectangle
	catcher  *feltCatcher
	drop     *canvas.Rectangle
	dropText *canvas.Text
	status   statusLine
	handW    []*cardWidget
	fdW      []*cardWidget
	// fdLabel names the player's face-down row over it: a stranger did
	// not know the three backs were theirs to play.
	fdLabel *canvas.Text
	// trick is the trick on the table as drawn.
	trick    *trickView
	handPool cardPool
	fdPool   cardPool
	flyer    *cardWidget
	seatW    []*seatBox
	stand    *standPanel
	prompt   fyne.CanvasObject
	// panel is the round summary or the game-over panel in the middle.
	panel    fyne.CanvasObject
	panelBox fyne.Size
	objs     []fyne.CanvasObject

	// message is the message the felt shows for a while (flash).
	message *feltMessage
}

// NewTableScreen builds the screen for a session and starts animating its
// events. start, when not nil, is called once subscribed (a local table's
// Start), so no event is missed.
func NewTableScreen(u *UI, sess app.Session, start func()) *TableScreen {
	cfg := sess.Config()
	t := &TableScreen{u: u, sess: sess, human: sess.Seat(), game: cfg.Game, model: tablemodel.New(sess.Seat(), cardLess(cfg.Game)), selected: -1, hinted: engine.NoAction}
	t.ctx, t.cancel = context.WithCancel(context.Background())
	u.saveProblemShown = false
	if info, ok := app.LookupGame(cfg.Game); ok {
		t.title = gameTitle(info.Title)
		t.hiddenPile = info.HiddenPile
	}
	t.seats = sess.Seats()
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
		if v.Draft != nil {
			names = append(names, v.Draft.Drawn...)
		}
		keepRastersOf(cfg.Game)
		warmRasters(cfg.Game, names)
	}
	if tut, ok := sess.(*app.Tutorial); ok {
		t.coach = newCoach(t, t.model, cfg.Game, tut, u.leaveTable, u.playAgain)
	}
	t.director = &tablemodel.Director{Human: sess.Seat(), Guided: t.coach != nil, Live: !u.manualEvents}
	t.build()
	t.restoreLog(hist, through)
	if err := t.model.Observe(obs); err != nil {
		t.flash(err.Error())
	}
	t.render()
	if t.coach != nil {
		t.coach.render()
	}
	t.done = make(chan struct{})
	if u.manualEvents {
		t.events = events
		close(t.done)
	} else {
		go t.pump(t.ctx, events)
		go t.tickCountdowns(t.ctx)
	}
	if start != nil {
		start()
	}
	return t
}

// Content is the screen's root object.
func (t *TableScreen) Content() fyne.CanvasObject { return t.root }

// Close stops the screen's goroutines (the session is closed by its
// owner): the pump, the countdowns, a message's timer. It runs on the UI
// goroutine; whatever they queued for it and has not run yet finds the
// screen closed and does nothing (closed).
func (t *TableScreen) Close() {
	t.cancel()
	t.message.stop()
}

// closed reports whether the screen was closed.
func (t *TableScreen) closed() bool { return t.ctx.Err() != nil }

// onUI runs f on the UI goroutine unless the screen has closed by then:
// for the screen's own goroutines and timers.
func (t *TableScreen) onUI(f func()) {
	runOnUI(func() {
		if !t.closed() {
			f()
		}
	})
}

// build makes the screen's fixed parts: the scene and the sidebar.
func (t *TableScreen) build() {
	// The felt's widgets (buttons, prompts, summaries) grow with it.
	t.feltTheme = &scaledTheme{scale: 1}
	t.buildScene()
	t.feltOverride = container.NewThemeOverride(t.area, t.feltTheme)
	t.link = newLinkLayer()
	ways := sidebarWays{hint: t.askHint, history: t.showHistory, menu: t.showMenu}
	if l := t.u.lan; l != nil && l.table != nil && l.table.Hosting() {
		ways.startWithout = t.startWithout
		ways.rejoinAt = func() string {
			return lang.L("They rejoin with the join code {{.Code}} at {{.A}}.",
				map[string]any{"Code": spacedCode(l.table.Code()), "A": strings.Join(l.table.Addresses(), lang.L(" or "))})
		}
	}
	t.side = newSidebar(t.title, t.game, t.model, func() []app.SeatInfo { return t.seats }, t.seatName, t.coach, ways)
	t.root = container.NewStack(container.New(&sidebarLayout{sb: t.side}, t.feltOverride, t.side.root), t.link.root)
}

func (t *TableScreen) seatName(s int) string {
	if s >= 0 && s < len(t.seats) {
		return t.seats[s].Name
	}
	return lang.L("Seat {{.N}}", map[string]any{"N": s + 1})
}

// myTurn reports whether the player may play a card now.
func (t *TableScreen) myTurn() bool { return t.model.MayPlay() }

// cardLess orders a game's cards in the hand: by suit, then by rank.
func cardLess(game string) func(a, b string) bool {
	return func(a, b string) bool {
		sa, ra, _ := cardKey(game, a)
		sb, rb, _ := cardKey(game, b)
		return sa < sb || (sa == sb && ra < rb)
	}
}
