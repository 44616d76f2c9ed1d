package engine

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Options are a game's options by name (OptionSpec.Name), each an integer;
// an option not set, or set to 0, takes the game's default. Options is a
// value: Set and With never change a copy made before, so a Config can be
// copied freely. The zero Options sets nothing. In JSON every option is a
// key of one flat object: {"rounds":3,"target":31}.
type Options struct {
	// set holds the options set, sorted by name, none of them 0: then
	// Names, Equal and JSON need no sorting or filtering, and nil means
	// none set (so reflect.DeepEqual agrees with Equal).
	set []option
}

type option struct {
	name  string
	value int
}

// find is the index of name in o.set, or where it would go, and whether
// it is there.
func (o Options) find(name string) (int, bool) {
	return slices.BinarySearchFunc(o.set, name, func(e option, n string) int { return strings.Compare(e.name, n) })
}

// Get returns the named option's value in o (0: the game's default).
func (o Options) Get(name string) int {
	if i, ok := o.find(name); ok {
		return o.set[i].value
	}
	return 0
}

// Set sets the named option; 0 sets it back to the game's default. It
// builds a new list, so a copy of o made before never shares the change.
func (o *Options) Set(name string, v int) {
	i, ok := o.find(name)
	set := slices.Clone(o.set)
	switch {
	case ok && v == 0:
		set = slices.Delete(set, i, i+1)
	case ok:
		set[i].value = v
	case v != 0:
		set = slices.Insert(set, i, option{name, v})
	}
	if len(set) == 0 {
		set = nil
	}
	o.set = set
}

// With returns a copy of o with the named option set to v (0: the
// default), for building options in one expression:
// engine.Options{}.With("rounds", 3).
func (o Options) With(name string, v int) Options {
	o.Set(name, v)
	return o
}

// Names lists the options o sets (non-zero), sorted.
func (o Options) Names() []string {
	var names []string
	for _, e := range o.set {
		names = append(names, e.name)
	}
	return names
}

// IsZero is true when o sets no option (so `json:",omitzero"` leaves it out).
func (o Options) IsZero() bool { return len(o.set) == 0 }

// Equal is true when o and b set the same options to the same values.
func (o Options) Equal(b Options) bool { return slices.Equal(o.set, b.set) }

// String writes o as name=value pairs, for errors and logs.
func (o Options) String() string {
	parts := make([]string, len(o.set))
	for i, e := range o.set {
		parts[i] = fmt.Sprintf("%s=%d", e.name, e.value)
	}
	return "{" + strings.Join(parts, " ") + "}"
}

// MarshalJSON writes every option set as one flat object, keys sorted.
func (o Options) MarshalJSON() ([]byte, error) {
	m := make(map[string]int, len(o.set))
	for _, e := range o.set {
		m[e.name] = e.value
	}
	return json.Marshal(m)
}

// UnmarshalJSON reads a flat object of integer options; a key set to 0 is
// the default, as if absent.
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
