// Package table is Trick Party's card table in Fyne: the felt with the
// hands, the tricks and their reasons, the prompts a game asks, the
// sidebar with the score sheet and the log, the round summaries and the
// guided game's coach. It plays one app.Session and draws only that
// session's observation.
//
// A Screen reaches the window it is shown in only through a Shell (the
// settings, dialogs, the screens it opens and what leaving does), so ui
// shows it and its tests show it in a window of their own. Its pacing
// (how long a trick is held, when the next card flies) comes from
// tablemodel's Director; the pump carries the steps out.
package table
