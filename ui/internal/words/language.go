package words

import (
	"embed"
	"errors"
	"fmt"
	"sync"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// Translations are the interface's own words, translations/LANG.json;
// each game brings its own (Descriptor.Words).
//
//go:embed translations
var Translations embed.FS

var (
	loadOnce sync.Once
	loadErr  error
)

// Use selects the language ("en" or "ja") of everything lang says,
// loading the translations and every registered game's words the first
// time. The error says which of them did not load; the others are used.
func Use(code string) error {
	loadOnce.Do(func() {
		var errs []error
		if err := lang.Load(Translations, "translations"); err != nil {
			errs = append(errs, err)
		}
		for _, g := range app.Games() {
			if g.Words == nil {
				continue
			}
			if err := lang.Load(g.Words, "."); err != nil {
				errs = append(errs, fmt.Errorf("translations of %s: %w", g.ID, err))
			}
		}
		loadErr = errors.Join(errs...)
	})
	lang.Use(code)
	return loadErr
}
