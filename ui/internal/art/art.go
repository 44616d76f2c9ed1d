// Package art draws the card art and the table's pictures (SVG from the
// assets package, each game's own through its descriptor) as rasters
// Fyne shows without drawing them again.
package art

import (
	"sort"
	"strconv"
	"sync"

	"fyne.io/fyne/v2"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/assets"
)

// Card art is SVG from the assets package. Resources are cached by name so
// each SVG is parsed once; Fyne then caches the raster per size.
var (
	artMu    sync.Mutex
	artCache = map[string]fyne.Resource{}
)

// artGame is the game of each card picture's resource, by resource name,
// so a new table can let another game's pictures go (KeepRastersOf).
var artGame = map[string]string{}

// gameResource is cachedResource for a picture of game's.
func gameResource(game, name string, svg func() []byte) fyne.Resource {
	r := cachedResource(name, svg)
	artMu.Lock()
	artGame[r.Name()] = game
	artMu.Unlock()
	return r
}

// cachedResource is the picture named name, svg parsed once.
func cachedResource(name string, svg func() []byte) fyne.Resource {
	artMu.Lock()
	defer artMu.Unlock()
	if r, ok := artCache[name]; ok {
		return r
	}
	r := fyne.NewStaticResource(name+".svg", svg())
	artCache[name] = r
	return r
}

// CardFace is the face of a card named as the engine names it, drawn by
// its game's own art (Descriptor.Art); a name the game cannot read, or a
// game not registered, gets the blank card.
func CardFace(game, name string) fyne.Resource {
	return gameResource(game, game+"-"+name, func() []byte {
		d, ok := app.LookupGame(game)
		if !ok {
			return assets.Unknown()
		}
		face, ok := d.Card(name)
		if !ok {
			return assets.Unknown()
		}
		b, err := d.Art.Face(face)
		if err != nil {
			return assets.Unknown()
		}
		return b
	})
}

// CardBack is the back of the game's cards, from its own art.
func CardBack(game string) fyne.Resource {
	return gameResource(game, "back-"+game, func() []byte {
		if d, ok := app.LookupGame(game); ok {
			return d.Art.Back()
		}
		return assets.PlainBack()
	})
}

// Felt is the table's felt.
func Felt() fyne.Resource { return cachedResource("felt", assets.Felt) }

// Stand is Trick of Trip's card stand.
func Stand() fyne.Resource { return cachedResource("stand", assets.Stand) }

// IconPNG is the window icon as the committed PNG: decoding it is much
// cheaper at start-up than rasterising the SVG.
func IconPNG() fyne.Resource {
	artMu.Lock()
	defer artMu.Unlock()
	if r, ok := artCache["icon.png"]; ok {
		return r
	}
	r := fyne.NewStaticResource("icon.png", assets.IconFile())
	artCache["icon.png"] = r
	return r
}

// Icon is the application icon.
func Icon() fyne.Resource { return cachedResource("icon", assets.Icon) }

// trumpsLast puts a game's trumps after every suit in a hand's order.
const trumpsLast = 1 << 16

// CardKey reads a card name, through its game's descriptor, into its suit
// (colour) and rank: the hand's sort key, trumps last. A name the game
// cannot read sorts by its number, if it is one.
func CardKey(game, name string) (suit, rank int, ok bool) {
	if d, found := app.LookupGame(game); found {
		if f, ok := d.Card(name); ok {
			if f.Trump {
				return trumpsLast, f.Rank, true
			}
			return f.Suit, f.Rank, true
		}
		return 0, 0, false
	}
	n, err := strconv.Atoi(name)
	return 0, n, err == nil
}

// SortCards orders card names by colour or suit, then rank.
func SortCards(game string, names []string) {
	sort.SliceStable(names, func(i, j int) bool {
		si, ri, _ := CardKey(game, names[i])
		sj, rj, _ := CardKey(game, names[j])
		if si != sj {
			return si < sj
		}
		return ri < rj
	})
}
