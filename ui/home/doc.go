// Package home is the home screen's parts: the game picker (also the Host
// screen's), the bots' levels, the layout of the heading over the panel,
// and the Statistics dialog's records and chart. What they need of the
// app they ask by an interface (Dialogs) or take as values and callbacks,
// never the app itself, so they test without a window of the app's.
package home
