package ui

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
// so a new table can let another game's pictures go (keepRastersOf).
var artGame = map[string]string{}

// gameResource is cachedResource for a picture of game's.
func gameResource(game, name string, svg func() []byte) fyne.Resource {
	r := cachedResource(name, svg)
	artMu.Lock()
	artGame[r.Name()] = game
	artMu.Unlock()
	return r
}

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

// cardFace is the face of a card named as the engine names it, drawn by
// its game's own art (Descriptor.Art); a name the game cannot read, or a
// game not registered, gets the blank card.
func cardFace(game, name string) fyne.Resource {
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

// cardBack is the back of the game's cards, from its own art.
func cardBack(game string) fyne.Resource {
	return gameResource(game, "back-"+game, func() []byte {
		if d, ok := app.LookupGame(game); ok {
			return d.Art.Back()
		}
		return assets.PlainBack()
	})
}

func feltResource() fyne.Resource  { return cachedResource("felt", assets.Felt) }
func standResource() fyne.Resource { return cachedResource("stand", assets.Stand) }

// iconPNG is the window icon as the committed PNG: decoding it is much
// cheaper at start-up than rasterising the SVG.
func iconPNG() fyne.Resource {
	artMu.Lock()
	defer artMu.Unlock()
	if r, ok := artCache["icon.png"]; ok {
		return r
	}
	r := fyne.NewStaticResource("icon.png", assets.IconFile())
	artCache["icon.png"] = r
	return r
}

// IconResource is the application icon.
func IconResource() fyne.Resource { return cachedResource("icon", assets.Icon) }

// trumpsLast puts a game's trumps after every suit in a hand's order.
const trumpsLast = 1 << 16

// cardKey reads a card name, through its game's descriptor, into its suit
// (colour) and rank: the hand's sort key, trumps last. A name the game
// cannot read sorts by its number, if it is one.
func cardKey(game, name string) (suit, rank int, ok bool) {
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

// sortCards orders card names by colour or suit, then rank.
func sortCards(game string, names []string) {
	sort.SliceStable(names, func(i, j int) bool {
		si, ri, _ := cardKey(game, names[i])
		sj, rj, _ := cardKey(game, names[j])
		if si != sj {
			return si < sj
		}
		return ri < rj
	})
}
