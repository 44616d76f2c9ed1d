// Package app is Trick Party's table logic without a window: a Session the
// user interface plays through (a local Table of human and bot seats, later a
// remote table over the LAN), saves and autosave, settings, statistics and
// the move trace. It never imports Fyne, so all of it is tested headless.
package app
