package ui

import (
	"flag"
	"testing"

	"github.com/trickparty/trickparty/ui/internal/uitest"
)

// shotsDir, when set (-shots DIR), is where the screens' tests save what
// they look at as PNGs.
var shotsDir = flag.String("shots", "", "save the screens as PNGs in this directory")

// shoot saves the window as NAME.png in the -shots directory, if any.
func shoot(t *testing.T, u *UI, name string) { uitest.Shoot(t, u.Win, *shotsDir, name) }
