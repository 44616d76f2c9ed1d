package main

import (
	"math"
	"os"
	"runtime"
	"strconv"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// workArea is the primary screen's work area (the screen less its task
// bar and panels) in Fyne's units, for the window's first size; false
// when GLFW cannot tell. Fyne has no call for it, so it asks GLFW, which
// Fyne has started once the window exists; like every GLFW call it must
// run on the main goroutine (ui.New calls it there).
func workArea(a fyne.App) (size fyne.Size, ok bool) {
	defer func() {
		// GLFW panics on an error it does not expect (no display): the
		// window then opens at its usual size.
		if recover() != nil {
			size, ok = fyne.Size{}, false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	_, _, w, h := m.GetWorkarea()
	if w <= 0 || h <= 0 {
		return fyne.Size{}, false
	}
	system := float32(1)
	switch runtime.GOOS {
	case "darwin":
		// macOS scales at the texture level: screen points are Fyne's.
	case "windows":
		system, _ = m.GetContentScale()
	default:
		mm, _ := m.GetPhysicalSize()
		mode := m.GetVideoMode()
		if mode == nil {
			return fyne.Size{}, false
		}
		system = detectedScale(mm, mode.Width)
	}
	s := fyneScale(userScale(a), system)
	return fyne.NewSize(float32(w)/s, float32(h)/s), true
}

// The window's scale as Fyne 2.7 works it out (its internal/driver/glfw
// scale.go), to turn the work area's pixels into Fyne's units before the
// window exists.

// detectedScale is the scale of a screen widthPx wide and widthMm
// millimetres across: its dots per inch over 120, at least 1.
func detectedScale(widthMm, widthPx int) float32 {
	const baseline = 120.0
	dpi := float32(baseline)
	if widthMm > 0 {
		dpi = float32(widthPx) / (float32(widthMm) / 25.4)
	}
	if dpi > 1000 || dpi < 10 {
		dpi = baseline
	}
	return max(1, dpi/baseline)
}

// userScale is the player's own scale: FYNE_SCALE, or Fyne's settings.
func userScale(a fyne.App) float32 {
	if env := os.Getenv("FYNE_SCALE"); env != "" && env != "auto" {
		if s, err := strconv.ParseFloat(env, 32); err == nil && s > 0 {
			return float32(s)
		}
	}
	if s := a.Settings().Scale(); s > 0 {
		return s
	}
	return 1
}

// fyneScale is the canvas scale: the user's times the system's, rounded
// to a tenth.
func fyneScale(user, system float32) float32 {
	s := float32(math.Round(float64(user*system)*10) / 10)
	if s <= 0 {
		return 1
	}
	return s
}
