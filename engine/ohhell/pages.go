package ohhell

import "embed"

// rulesPages are the rules as players read them, one Markdown page per
// language (Descriptor.Rules).
//
//go:embed rules.*.md
var rulesPages embed.FS

// words are the game's own translations, merged into the interface's at
// start (Descriptor.Words).
//
//go:embed words.*.json
var words embed.FS
