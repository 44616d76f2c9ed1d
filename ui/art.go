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

// cardFace is the face of a card named as the engine names it.
func cardFace(game, name string) fyne.Resource {
	return gameResource(game, game+"-"+name, func() []byte {
		suit, rank, ok := cardKey(game, name)
		if !ok {
			return assets.Unknown()
		}
		b, err := assets.Card(game, suit, rank)
		if err != nil {
			return assets.Unknown()
		}
		return b
	})
}

// cardBack is the back of the game's cards.
func cardBack(game string) fyne.Resource {
	return gameResource(game, "back-"+game, func() []byte { return assets.CardBack(game) })
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

// cardKey reads a card name, through its game's descriptor, into the suit
// (colour) and rank the assets use; it is also the hand's sort key.
func cardKey(game, name string) (suit, rank int, ok bool) {
	if d, found := app.LookupGame(game); found {
		if f, ok := d.Card(name); ok {
			if f.Trump {
				return assets.TripTrump, f.Rank, true
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
