package engine

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"
)

// TestOptionsJSONIsOneFlatObject: a config's options are written as one
// flat object, keys sorted, an unset or 0 option left out, so saves, the
// scenario contract and the LAN protocol read and write what they always
// have; reading it back gives equal options.
func TestOptionsJSONIsOneFlatObject(t *testing.T) {
	for _, tc := range []struct {
		opts Options
		want string
	}{
		{Options{}, `{}`},
		{Options{}.With("rounds", 3), `{"rounds":3}`},
		{Options{}.With("target", 31).With("rounds", 3), `{"rounds":3,"target":31}`},
		{Options{}.With("target", 31).With("rounds", 3).With("target", 0), `{"rounds":3}`},
	} {
		b, err := json.Marshal(tc.opts)
		if err != nil || string(b) != tc.want {
			t.Errorf("%v: %s, %v; want %s", tc.opts, b, err, tc.want)
			continue
		}
		var back Options
		if err := json.Unmarshal(b, &back); err != nil || !back.Equal(tc.opts) || !reflect.DeepEqual(back, tc.opts) {
			t.Errorf("%s read back as %v, %v", b, back, err)
		}
	}
	var o Options
	if err := json.Unmarshal([]byte(`{"rounds":0,"cards":2}`), &o); err != nil || !slices.Equal(o.Names(), []string{"cards"}) {
		t.Errorf("an option of 0 is the default, as if absent: %v, %v", o, err)
	}
	for _, bad := range []string{`[1]`, `{"rounds":"3"}`, `{"rounds":1.5}`, `3`} {
		if err := json.Unmarshal([]byte(bad), &o); err == nil {
			t.Errorf("%s was read as options %v", bad, o)
		}
	}
}

// TestOptionsAreAValue: Set never reaches a copy made before it, so two
// configs copied from one never share an option change.
func TestOptionsAreAValue(t *testing.T) {
	a := Options{}.With("rounds", 3).With("cards", 4)
	b := a
	b.Set("cards", 2)
	b.Set("rounds", 0)
	b.Set("target", 9)
	if a.Get("cards") != 4 || a.Get("rounds") != 3 || a.Get("target") != 0 {
		t.Errorf("the original changed: %v", a)
	}
	if b.Get("cards") != 2 || b.Get("rounds") != 0 || b.Get("target") != 9 {
		t.Errorf("the copy: %v", b)
	}
	if !slices.Equal(a.Names(), []string{"cards", "rounds"}) || !slices.Equal(b.Names(), []string{"cards", "target"}) {
		t.Errorf("names %v and %v", a.Names(), b.Names())
	}
	if a.Equal(b) || !a.Equal(Options{}.With("cards", 4).With("rounds", 3)) {
		t.Error("Equal compares the options set, whatever the order they were set in")
	}
	cleared := a.With("cards", 0).With("rounds", 0)
	if !cleared.IsZero() || !cleared.Equal(Options{}) || !reflect.DeepEqual(cleared, Options{}) {
		t.Errorf("every option back at its default: %v", cleared)
	}
}
