package games

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/trickparty/trickparty/engine"
)

// Check explains what a descriptor lacks before Register takes it:
// everything the rest of the program asks a game for (docs/ARCHITECTURE.md,
// "Adding a game"), its options' declarations, its kinds of move, and its
// rules pages and words files by name.
func Check(d *engine.Descriptor) error {
	if d == nil || d.ID == "" || d.Title == "" {
		return errors.New("a descriptor without an id or a title")
	}
	var missing []string
	for name, absent := range map[string]bool{
		"New": d.New == nil, "NewObservation": d.NewObservation == nil, "View": d.View == nil,
		"Card": d.Card == nil, "Deck": d.Deck == nil, "Art": d.Art == nil,
		"Rules": d.Rules == nil, "Heuristic": d.Heuristic == nil, "Breakdown": d.Breakdown == nil,
	} {
		if absent {
			missing = append(missing, name)
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		return fmt.Errorf("%q has no %s", d.ID, strings.Join(missing, ", "))
	}
	if d.MinPlayers < 2 || d.MaxPlayers < d.MinPlayers || d.MaxPlayers > engine.MaxPlayers {
		return fmt.Errorf("%q: %d to %d players (2..%d)", d.ID, d.MinPlayers, d.MaxPlayers, engine.MaxPlayers)
	}
	seen := map[string]bool{}
	for _, o := range d.Options {
		if err := engine.CheckOptionSpec(o); err != nil {
			return fmt.Errorf("%q: %w", d.ID, err)
		}
		if seen[o.Name] {
			return fmt.Errorf("%q: option %q declared twice", d.ID, o.Name)
		}
		seen[o.Name] = true
	}
	kinds := map[engine.MoveKind]bool{}
	for _, spec := range d.Decisions {
		if !spec.Kind.Valid() {
			return fmt.Errorf("%q: a decision of kind %q (lower-case letters, not %q)", d.ID, spec.Kind, engine.MovePlay)
		}
		if kinds[spec.Kind] {
			return fmt.Errorf("%q: decision %q declared twice", d.ID, spec.Kind)
		}
		kinds[spec.Kind] = true
	}
	if err := checkFiles(d.Rules, "rules.", ".md"); err != nil {
		return fmt.Errorf("%q rules: %w", d.ID, err)
	}
	if d.Words != nil {
		if err := checkFiles(d.Words, "words.", ".json"); err != nil {
			return fmt.Errorf("%q words: %w", d.ID, err)
		}
	}
	return nil
}

// checkFiles: fsys holds prefix+LANG+suffix files only, English among them.
func checkFiles(fsys fs.FS, prefix, suffix string) error {
	files, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return err
	}
	english := false
	for _, f := range files {
		name := f.Name()
		code := strings.TrimSuffix(strings.TrimPrefix(name, prefix), suffix)
		if f.IsDir() || !strings.HasPrefix(name, prefix) || path.Ext(name) != suffix || code == "" || strings.Contains(code, ".") {
			return fmt.Errorf("%s is not named %sLANG%s", name, prefix, suffix)
		}
		english = english || code == "en"
	}
	if !english {
		return fmt.Errorf("no %sen%s", prefix, suffix)
	}
	return nil
}
