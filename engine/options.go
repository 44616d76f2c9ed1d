package engine

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// Options' own fields are the options the built-in games share; any other
// option a game declares (OptionSpec.Name) is kept in More, so a new game's
// option is neither ignored nor needs a field here. In JSON every option is
// a key of one flat object: {"rounds":3,"cards":7}.

// Get returns the named option's value in o (0: the game's default).
func (o Options) Get(name string) int {
	switch name {
	case "rounds":
		return o.Rounds
	case "target":
		return o.Target
	}
	return o.More[name]
}

// Set sets the named option; 0 sets it back to the game's default. More is
// copied before it changes, so a copy of Options never shares a change.
func (o *Options) Set(name string, v int) {
	switch name {
	case "rounds":
		o.Rounds = v
		return
	case "target":
		o.Target = v
		return
	}
	more := maps.Clone(o.More)
	if more == nil {
		more = map[string]int{}
	}
	if v == 0 {
		delete(more, name)
	} else {
		more[name] = v
	}
	if len(more) == 0 {
		more = nil
	}
	o.More = more
}

// Names lists the options o sets (non-zero), sorted.
func (o Options) Names() []string {
	var names []string
	if o.Rounds != 0 {
		names = append(names, "rounds")
	}
	if o.Target != 0 {
		names = append(names, "target")
	}
	for n, v := range o.More {
		if v != 0 {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	return names
}

// Equal is true when o and b set the same options to the same values.
func (o Options) Equal(b Options) bool {
	if o.Rounds != b.Rounds || o.Target != b.Target {
		return false
	}
	for _, n := range append(o.Names(), b.Names()...) {
		if o.Get(n) != b.Get(n) {
			return false
		}
	}
	return true
}

// MarshalJSON writes every option set as one flat object.
func (o Options) MarshalJSON() ([]byte, error) {
	m := map[string]int{}
	for _, n := range o.Names() {
		m[n] = o.Get(n)
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads a flat object of integer options.
func (o *Options) UnmarshalJSON(b []byte) error {
	var m map[string]int
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("options: %w", err)
	}
	*o = Options{}
	for n, v := range m {
		o.Set(n, v)
	}
	return nil
}

// CheckOptions explains why o cannot configure the game d: an option d
// does not declare, or a value outside its Min..Max (0 is the default).
func (d *Descriptor) CheckOptions(o Options) error {
	for _, n := range o.Names() {
		spec, ok := d.Option(n)
		if !ok {
			return BadConfig("%s has no option %q", d.Title, n)
		}
		if v := o.Get(n); v < spec.Min || v > spec.Max {
			return BadConfig("%s: option %s is %d, not within %d..%d", d.Title, n, v, spec.Min, spec.Max)
		}
	}
	return nil
}

// Option is the game's option of that name; false when it has none.
func (d *Descriptor) Option(name string) (OptionSpec, bool) {
	for _, s := range d.Options {
		if s.Name == name {
			return s, true
		}
	}
	return OptionSpec{}, false
}

// CheckOptionSpec explains what is wrong with an option's declaration.
func CheckOptionSpec(s OptionSpec) error {
	if s.Name == "" || s.Label == "" {
		return fmt.Errorf("an option without a name or label (%+v)", s)
	}
	for _, r := range s.Name {
		if (r < 'a' || r > 'z') && r != '_' {
			return fmt.Errorf("option %q: a name is lower-case letters", s.Name)
		}
	}
	if s.Min < 1 || s.Max < s.Min {
		return fmt.Errorf("option %q: range %d..%d (values from 1; 0 means the default)", s.Name, s.Min, s.Max)
	}
	if s.Default < s.Min || s.Default > s.Max {
		return fmt.Errorf("option %q: default %d outside %d..%d", s.Name, s.Default, s.Min, s.Max)
	}
	for _, c := range s.Choices {
		if c.Value < s.Min || c.Value > s.Max || c.Label == "" {
			return fmt.Errorf("option %q: choice %d %q outside %d..%d or without a label", s.Name, c.Value, c.Label, s.Min, s.Max)
		}
	}
	return nil
}
