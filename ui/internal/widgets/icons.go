package widgets

import "fyne.io/fyne/v2"

// Fyne's outline of an empty radio button and check box is one unit of
// its 24: under a pixel wide at the usual 20 px, a hairline whatever its
// colour. These are the same shapes two units wide; the theme colours
// them (InputBorder), the fill and the selected marks inside stay Fyne's.
var (
	radioRing = fyne.NewStaticResource("radio-ring.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">`+
		`<path fill-rule="evenodd" d="M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zm0 2a8 8 0 1 1 0 16a8 8 0 1 1 0-16z"/></svg>`))
	checkBox = fyne.NewStaticResource("check-box.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">`+
		`<path fill-rule="evenodd" d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1h-16a1 1 0 0 1-1-1v-16a1 1 0 0 1 1-1zm1 2v14h14v-14z"/></svg>`))
)
