package table

import (
	"image/color"

	"github.com/trickparty/trickparty/ui/internal/widgets"
)

// The colours ui draws itself, named so that contrast_test.go checks each
// against what it is drawn over. Text on the felt is light; the felt is
// dark green in both themes.
var (
	// feltGreen is the plain felt under the felt picture.
	feltGreen = color.NRGBA{0x1f, 0x6b, 0x45, 0xff}
	// noteText is the paler cream (than widgets.WarmText) of messages,
	// which sit on the felt's lightest middle.
	noteText = color.NRGBA{0xff, 0xf7, 0xd6, 0xff}
	// paleText is secondary text on the felt and on seat plates.
	paleText = widgets.PaleText
	// seatInfo is a seat's second line (level, cards in hand).
	seatInfo = color.NRGBA{220, 235, 225, 255}
	// seatPlate, seatPlateTurn and seatPlateOut sit under a seat's name:
	// normally, on the seat to move and for an eliminated seat.
	seatPlate     = color.NRGBA{10, 30, 20, 170}
	seatPlateTurn = color.NRGBA{40, 70, 30, 220}
	seatPlateOut  = color.NRGBA{60, 60, 60, 160}
	// seatNameOut is an eliminated seat's name.
	seatNameOut = color.NRGBA{200, 200, 200, 255}
	// nameTagBg is the tag with a player's name on their trick card.
	nameTagBg = color.NRGBA{10, 25, 18, 215}
	// dropIdle is the drop zone's outline while no card is dragged, and
	// dropDrag while one is (dropDragFill inside); dropText is its words.
	dropIdle     = color.NRGBA{255, 246, 220, 190}
	dropDrag     = color.NRGBA{255, 255, 255, 235}
	dropDragFill = color.NRGBA{0, 0, 0, 50}
	dropHotFill  = color.NRGBA{0, 0, 0, 70}
	dropText     = color.NRGBA{255, 255, 255, 255}
	// slotFill and slotLine are a Trick of Trip stand's two slots.
	slotFill = color.NRGBA{255, 255, 255, 18}
	slotLine = color.NRGBA{255, 240, 200, 220}
	// shadowColor is a card's shadow; dimColor lies over a card that may
	// not be played.
	shadowColor = color.NRGBA{0, 0, 0, 70}
	dimColor    = color.NRGBA{20, 20, 30, 120}
	// gold rings a trick's winners, the seat to move and the panels that
	// stop the game; hintBlue the hinted card; selectWhite the card the
	// keyboard picked out.
	gold        = color.NRGBA{0xff, 0xc8, 0x2e, 0xff}
	hintBlue    = color.NRGBA{0x8f, 0xd8, 0xff, 0xff}
	selectWhite = color.NRGBA{0xff, 0xff, 0xff, 0xe0}
)
