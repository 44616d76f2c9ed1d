// Package lang translates the interface's strings into the language the
// player chose. Fyne's own lang package follows the system's locale, which
// it reads from LANGUAGE only on Linux (Windows and macOS ask the system),
// so choosing Japanese in the settings did nothing on Windows; this one
// takes the language from the settings on every platform. L and N behave
// as Fyne's: a string is its own key and its English text, templated with
// the data given.
package lang

import (
	"encoding/json"
	"io/fs"
	"path"
	"strings"
	"sync"
	"text/template"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

var (
	mu        sync.RWMutex
	bundle    = newBundle()
	localizer = i18n.NewLocalizer(bundle, "en")
	current   = "en"
	// messages are the loaded translations as written, by language and key.
	messages = map[string]map[string]string{}
)

func newBundle() *i18n.Bundle {
	b := i18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("json", json.Unmarshal)
	return b
}

// Load reads every translation file in dir (LANG.json, or NAME.LANG.json as
// a game's words.LANG.json), adding to those already loaded: a key loaded
// again takes its later text.
func Load(fsys fs.FS, dir string) error {
	files, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	for _, f := range files {
		data, err := fs.ReadFile(fsys, path.Join(dir, f.Name()))
		if err != nil {
			return err
		}
		file, err := bundle.ParseMessageFileBytes(data, f.Name())
		if err != nil {
			return err
		}
		code := file.Tag.String()
		if messages[code] == nil {
			messages[code] = map[string]string{}
		}
		for _, m := range file.Messages {
			messages[code][m.ID] = m.Other
		}
	}
	localizer = i18n.NewLocalizer(bundle, current)
	return nil
}

// Use makes code ("en", "ja") the language of L and N.
func Use(code string) {
	mu.Lock()
	defer mu.Unlock()
	current = code
	localizer = i18n.NewLocalizer(bundle, code)
}

// Current is the language L and N speak.
func Current() string {
	mu.RLock()
	defer mu.RUnlock()
	return current
}

// Message is key's translation into the language code as written (not
// templated; the "other" form of a plural), whatever language is current;
// false when that language has none.
func Message(code, key string) (string, bool) {
	mu.RLock()
	defer mu.RUnlock()
	s, ok := messages[code][key]
	return s, ok
}

// Has reports whether the current language has a message for key: the
// words a game may or may not give (a reason's, a blurb).
func Has(key string) bool {
	_, ok := Message(Current(), key)
	return ok
}

// L translates key, filled with data[0] (a map or a struct).
func L(key string, data ...any) string { return localize(key, nil, data) }

// N translates key in the plural form for count; a message without
// plural forms is the same for every count.
func N(key string, count int, data ...any) string { return localize(key, count, data) }

func localize(key string, count any, data []any) string {
	var d0 any
	if len(data) > 0 {
		d0 = data[0]
	}
	mu.RLock()
	l := localizer
	mu.RUnlock()
	s, err := l.Localize(&i18n.LocalizeConfig{
		DefaultMessage: &i18n.Message{ID: key, Other: key},
		PluralCount:    count,
		TemplateData:   d0,
	})
	if err != nil && count != nil {
		// A message written without plural forms says every count
		// alike (English has no "one" form for it).
		s, err = l.Localize(&i18n.LocalizeConfig{
			DefaultMessage: &i18n.Message{ID: key, Other: key},
			TemplateData:   d0,
		})
	}
	if err != nil {
		return fallback(key, d0)
	}
	return s
}

// fallback is key itself, templated, when it has no translation.
func fallback(key string, data any) string {
	t, err := template.New("").Parse(key)
	if err != nil {
		return key
	}
	var b strings.Builder
	if t.Execute(&b, data) != nil {
		return key
	}
	return b.String()
}
