package ui

import (
	"math"

	"fyne.io/fyne/v2/widget"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/app/sound"
	"github.com/trickparty/trickparty/ui/internal/lang"
	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// useSound takes the sound player the app opened (Silent when none) at
// the saved volume.
func (u *UI) useSound(p sound.Player) {
	if p == nil {
		p = sound.Silent{}
	}
	u.sound = p
	u.sound.SetVolume(u.Settings.SoundLevel())
}

// play sounds cue s when the player has sound on.
func (u *UI) play(s sound.Sound) {
	if u.Settings.Sound {
		u.sound.Play(s)
	}
}

// soundFields are the settings dialog's sound rows: sound on or off, and
// the volume, which plays a card's sound at the new level when let go.
type soundFields struct {
	on     *widget.Check
	volume *widget.Slider
}

func (u *UI) newSoundFields(s app.Settings) soundFields {
	f := soundFields{on: widget.NewCheck(lang.L("Play sounds"), nil), volume: widget.NewSlider(0, 100)}
	f.volume.Step = 5
	f.volume.SetValue(float64(s.Volume))
	f.on.OnChanged = func(on bool) {
		if on {
			f.volume.Enable()
		} else {
			f.volume.Disable()
		}
	}
	f.on.SetChecked(s.Sound)
	f.on.OnChanged(s.Sound)
	f.volume.OnChangeEnded = func(v float64) {
		// The player takes the volume with each cue, so the saved level
		// is back for the next one.
		u.sound.SetVolume(v / 100)
		u.sound.Play(sound.CardPlayed)
		u.sound.SetVolume(u.Settings.SoundLevel())
	}
	return f
}

func (f soundFields) items() []*widget.FormItem {
	return []*widget.FormItem{
		widget.NewFormItem(lang.L("Sound"), f.on),
		widget.NewFormItem(lang.L("Volume"), widgets.VisibleTrack(f.volume)),
	}
}

// apply writes the rows' values into s.
func (f soundFields) apply(s *app.Settings) {
	s.Sound = f.on.Checked
	s.Volume = int(math.Round(f.volume.Value))
}
