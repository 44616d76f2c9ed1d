package main

import "testing"

// TestWindowScaleAsFyne: the scale the window's first size is worked out
// at is Fyne's for the same screen: 1 on a usual screen (96 dpi), the
// dots per inch over 120 on a dense one, 1 when the screen's size is
// unknown or absurd, times the player's own scale, to a tenth.
func TestWindowScaleAsFyne(t *testing.T) {
	for _, tc := range []struct {
		mm, px     int
		user, want float32
	}{
		{338, 1280, 1, 1},   // 96 dpi
		{344, 2560, 1, 1.6}, // 189 dpi
		{0, 1920, 1, 1},     // no physical size
		{1, 1920, 1, 1},     // 48 760 dpi: nonsense
		{338, 1280, 1.5, 1.5},
		{344, 2560, 1.25, 2},
	} {
		if got := fyneScale(tc.user, detectedScale(tc.mm, tc.px)); got != tc.want {
			t.Errorf("%d mm, %d px, user %v: scale %v, want %v", tc.mm, tc.px, tc.user, got, tc.want)
		}
	}
}
