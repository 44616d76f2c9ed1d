package apptest

import (
	"strings"
	"testing"
)

func TestFirstDifference(t *testing.T) {
	for _, c := range []struct {
		local, remote []string
		want          string // "" when the two agree
	}{
		{nil, nil, ""},
		{[]string{"a", "b"}, []string{"a", "b"}, ""},
		{[]string{"a", "b"}, []string{"a", "c"}, "line 1 of 2/2 differs:\nlocal  b\nremote c"},
		{[]string{"a"}, []string{"a", "b"}, "line 1 of 1/2 differs:\nlocal  \nremote b"},
		{[]string{"a", "b"}, []string{"a"}, "line 1 of 2/1 differs"},
	} {
		err := FirstDifference(c.local, c.remote)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q vs %q: %v, want no difference", c.local, c.remote, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%q vs %q: %v, want %q", c.local, c.remote, err, c.want)
		}
	}
}
