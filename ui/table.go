package ui

import (
	"context"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// TableScreen is a game in progress: the felt with every seat, the trick,
// the player's hand, and a sidebar with the score sheet, log and buttons.
// It draws only what the session's observation says, and shows the
// session's events one at a time at the chosen pace (pump.go).
//
// Its parts, one file each: the scene on the felt (tablescene.go, laid out
// by geometry.go), the player's input (tableinput.go), the status line and
// prompts (tableprompt.go), the sidebar and score sheet (sidebar.go), the
// round and game summaries (summary.go), the trick history (history.go) and
// the in-game menu (tablemenu.go).
type TableScreen struct {
	u     *UI
	sess  app.Session
	human int
	game  string
	title string
	seats []app.SeatInfo

	obs  engine.Observation
	view engine.View
	// nextObs is the next round's deal, held back while the last trick
	// and the round summary are on the table.
	nextObs engine.Observation
	// summaryOpen: the round summary is on the felt (t.panel).
	summaryOpen bool
	// rebuildPanel draws the summary on the felt again, at a new scale.
	rebuildPanel func()
	// panelPrimary is the panel's main button's action, for Enter.
	panelPrimary func()
	// hand is the hand's stop in the Tab order (handfocus.go).
	hand *handStop
	// promptFocus is a new prompt's first button, focused once shown.
	promptFocus *keyButton

	// shown is the trick on the table; it can lag the observation while a
	// completed trick is held up for everyone to see who won.
	shown   []engine.PlayRecord
	holding bool
	// sweeping: the trick's cards are flying to the winners' piles.
	sweeping bool
	winners  []int
	// tricks is every completed trick of the game so far, for the
	// history and the round summaries.
	tricks []engine.TrickRecord
	// totals are the scores after each round seen end (by round).
	totals map[int][]int
	// outAfter says who was out of the game after each round seen end (by
	// round).
	outAfter map[int][]bool
	// proceed, while a finished trick waits for the player, lets the
	// pump go on: a click on the felt or Enter closes it. The pump sets
	// it from its own goroutine, hence the lock.
	proceed   chan struct{}
	proceedMu sync.Mutex
	// proceedUntil is when a held trick goes on by itself (zero: it waits
	// for the player).
	proceedUntil time.Time

	// wasAsked: the last render showed the table waiting for the
	// player (cueTurn pings when that starts).
	wasAsked bool

	order    []string // the player's own hand order
	selected int      // keyboard selection in the hand, -1 for none
	busy     bool     // an action was submitted and its event is awaited
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

	// geo is the last geometry computed, for geoKey (geometryFor).
	geo      geometry
	geoKey   geometryKey
	geoValid bool

	// draft state: cards placed in the stand's two slots.
	slots [2][]string

	scene
	side sidebar
	// feltTheme scales the widgets on the felt by the geometry's chrome.
	feltTheme    *scaledTheme
	feltOverride *container.ThemeOverride

	root fyne.CanvasObject
	// coach teaches a guided game (nil in any other); shownMoves counts
	// the actions the table has shown, which the coach waits for.
	coach      *coach
	shownMoves int
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
	area     *fyne.Container
	felt     *canvas.Image
	feltBase *canvas.Rectangle
	catcher  *feltCatcher
	drop     *canvas.Rectangle
	dropText *canvas.Text
	status   *canvas.Text
	message  *canvas.Text
	handW    []*cardWidget
	fdW      []*cardWidget
	trickW   []*cardWidget
	// trickNames label each trick card with its player's name.
	trickNames []*nameTag
	// trickWhyTags say, under a held trick's winning cards, why each won
	// ("highest red"); why is that trick's reasons.
	trickWhyTags []*nameTag
	why          []engine.TrickWhy
	// leader is who leads after the held trick (nil: not known yet, or
	// the game is over).
	leader *int
	// whyFull are the held trick's reasons, a sentence per winner, shown
	// under it in whyLines (two texts per sentence, the second used when
	// the sentence must wrap; whyPool keeps them).
	whyFull           []string
	whyLines, whyPool []*canvas.Text
	handPool          cardPool
	fdPool            cardPool
	// trickPool is one widget per seat, so a seat's card stays the same
	// widget from its flight to the sweep.
	trickPool []*cardWidget
	flyer     *cardWidget
	seatW     []*seatBox
	// statusFull is the status line's text, statusAlt its shorter words
	// where that does not fit statusBox (fitStatus) at statusChrome.
	statusFull, statusAlt string
	statusBox             fyne.Size
	statusChrome          float32
	stand                 *standPanel
	prompt                fyne.CanvasObject
	// panel is the round summary or the game-over panel in the middle.
	panel    fyne.CanvasObject
	panelBox fyne.Size
	objs     []fyne.CanvasObject

	// message holds the message the felt shows (flash), which msgLines
	// draw, wrapped; msgAboutMove says it is about the player's move (a
	// refusal, a hint), so it goes once that no longer applies; msgTimer
	// clears it after a while.
	msgLines     []*canvas.Text
	msgAboutMove bool
	msgTimer     *time.Timer
	msgWrap      messageWrap
}

// NewTableScreen builds the screen for a session and starts animating its
// events. start, when not nil, is called once subscribed (a local table's
// Start), so no event is missed.
func NewTableScreen(u *UI, sess app.Session, start func()) *TableScreen {
	cfg := sess.Config()
	t := &TableScreen{u: u, sess: sess, human: sess.Seat(), game: cfg.Game, selected: -1, hinted: engine.NoAction, totals: map[int][]int{}, outAfter: map[int][]bool{}}
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
	t.tricks = tricksOf(hist)
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
		t.coach = newCoach(t, tut)
		t.shownMoves = len(tut.Moves())
	}
	t.build()
	t.restoreLog(hist, through)
	t.setObservation(obs)
	t.syncTrick()
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
	if t.msgTimer != nil {
		t.msgTimer.Stop()
	}
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
	t.root = container.NewStack(container.New(&sidebarLayout{t: t}, t.feltOverride, t.buildSidebar()), t.link.root)
}

func (t *TableScreen) setObservation(obs engine.Observation) {
	v, err := app.ViewOf(obs)
	if err != nil {
		t.flash(err.Error())
		return
	}
	t.obs, t.view = obs, v
	t.syncOrder()
}

// syncOrder keeps the player's own order of the hand: cards still held
// stay where they were put, new cards are merged in sorted position.
func (t *TableScreen) syncOrder() {
	have := map[string]int{}
	var names []string
	if t.view.Phase == engine.Split && t.view.Draft != nil {
		names = append(names, t.view.Draft.Drawn...)
	} else {
		for _, c := range t.view.Hand {
			names = append(names, c.Name)
		}
	}
	for _, n := range names {
		have[n]++
	}
	var kept []string
	for _, n := range t.order {
		if have[n] > 0 {
			kept = append(kept, n)
			have[n]--
		}
	}
	var fresh []string
	for _, n := range names {
		if have[n] > 0 {
			fresh = append(fresh, n)
			have[n]--
		}
	}
	if len(kept) == 0 {
		sortCards(t.game, fresh)
		t.order = fresh
		return
	}
	for _, n := range fresh {
		kept = insertSorted(t.game, kept, n)
	}
	t.order = kept
}

func insertSorted(game string, list []string, name string) []string {
	si, ri, _ := cardKey(game, name)
	at := len(list)
	for i, n := range list {
		s, r, _ := cardKey(game, n)
		if s > si || (s == si && r > ri) {
			at = i
			break
		}
	}
	list = append(list, "")
	copy(list[at+1:], list[at:])
	list[at] = name
	return list
}

// cardOf finds the CardView of a hand card name.
func (t *TableScreen) cardOf(name string) (engine.CardView, bool) {
	for _, c := range t.view.Hand {
		if c.Name == name {
			return c, true
		}
	}
	return engine.CardView{}, false
}

func (t *TableScreen) seatName(s int) string {
	if s >= 0 && s < len(t.seats) {
		return t.seats[s].Name
	}
	return lang.L("Seat {{.N}}", map[string]any{"N": s + 1})
}

func (t *TableScreen) myTurn() bool {
	return !t.busy && !t.holding && t.nextObs == nil && t.view.Phase == engine.PlayCard
}

// syncTrick shows the observation's trick (no completed trick is held).
func (t *TableScreen) syncTrick() {
	if t.nextObs != nil {
		// The round is over; its view's trick is from before the last card.
		t.shown, t.winners = t.shown[:0], nil
		return
	}
	t.shown = append(t.shown[:0], t.view.Trick...)
	t.winners = nil
}
