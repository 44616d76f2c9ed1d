package gummi

import "embed"

// rulesPages are the game's rules as Trick Party plays them, one Markdown
// page per language (rules.LANG.md), written for this program from our
// rules reference (not a publisher's text): Descriptor.Rules.
//
//go:embed rules.*.md
var rulesPages embed.FS

// words are the game's own translations, merged into the interface's at
// start (Descriptor.Words).
//
//go:embed words.*.json
var words embed.FS
