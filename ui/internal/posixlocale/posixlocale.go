// Package posixlocale keeps Fyne from logging an error at every start on
// a system whose locale is C or POSIX with an encoding ("C.UTF-8", the
// default of many containers and minimal installs).
//
// Fyne's lang package reads the locale when it is initialised. The
// locale library it uses passes the "C" of "C.UTF-8" on as a language,
// which is no language tag: Fyne logs "Fyne error: Error parsing user
// locale C" with its cause and place, three lines, and falls back to
// English. For such a locale that library reads LANGUAGE first; this
// package sets it to "en" (what C means: no translation) when it is not
// set. Trick Party sets LANGUAGE to the player's language afterwards
// anyway (ui.SetLanguage).
//
// It must be initialised before fyne.io/fyne/v2/lang, so it imports only
// os: Go initialises packages in the order of their import paths, each as
// soon as its imports are, and Fyne's lang package waits for log, which
// waits for os, so this package (whose path sorts before log's) comes
// first. TestNoLocaleErrorAtStart (ui) checks it in a fresh process.
package posixlocale

import "os"

func init() { Fix(os.Getenv, os.Setenv) }

// Fix sets LANGUAGE to "en" when the locale that decides the messages'
// language (LC_ALL, else LC_MESSAGES, else LANG) is C or POSIX with an
// encoding or a territory, and LANGUAGE is empty.
func Fix(getenv func(string) string, setenv func(string, string) error) {
	if getenv("LANGUAGE") != "" {
		return
	}
	for _, name := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		loc := getenv(name)
		if loc == "" {
			continue
		}
		if lang := language(loc); loc != lang && (lang == "C" || lang == "POSIX") {
			_ = setenv("LANGUAGE", "en")
		}
		return
	}
}

// language is a locale's language part: what comes before its territory
// ("_" or "-"), encoding (".") or modifier ("@").
func language(loc string) string {
	for i := 0; i < len(loc); i++ {
		switch loc[i] {
		case '_', '-', '.', '@':
			return loc[:i]
		}
	}
	return loc
}
