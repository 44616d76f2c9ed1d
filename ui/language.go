package ui

import (
	"encoding/json"
	"sync"

	"github.com/trickparty/trickparty/ui/internal/lang"
)

var (
	translationFilesOnce sync.Once
	translationMaps      map[string]map[string]any

	// translationsOnce loads the translations for lang once.
	translationsOnce sync.Once
)

// translationOf is key in the language code's translation file (the key
// itself when that language has none), whatever language is current: the
// default player name must be recognised in every language it was saved in.
func translationOf(code, key string) string {
	translationFilesOnce.Do(func() {
		translationMaps = map[string]map[string]any{}
		for _, c := range []string{"en", "ja"} {
			data, err := translations.ReadFile("translations/" + c + ".json")
			if err != nil {
				continue
			}
			var m map[string]any
			if json.Unmarshal(data, &m) == nil {
				translationMaps[c] = m
			}
		}
	})
	if s, ok := translationMaps[code][key].(string); ok {
		return s
	}
	return key
}

// currentLanguage is the code of the language the interface speaks.
func currentLanguage() string { return lang.Current() }
