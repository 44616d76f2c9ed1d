package art

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// CardChip is a small card with a caption under it.
func CardChip(game, name, caption string, scale float32) fyne.CanvasObject {
	img := LazyThumb(CardFace(game, name))
	img.SetMinSize(fyne.NewSize(36*scale, 50*scale))
	label := canvas.NewText(caption, theme.Color(theme.ColorNameForeground))
	label.Alignment = fyne.TextAlignCenter
	label.TextStyle.Bold = true
	label.TextSize = 12 * scale
	return container.NewVBox(container.NewCenter(img), label)
}
