package posixlocale

import "testing"

func TestFix(t *testing.T) {
	for _, c := range []struct {
		env  map[string]string
		want string // LANGUAGE afterwards
	}{
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "C.utf8"}, "en"},
		{map[string]string{"LC_ALL": "POSIX.UTF-8", "LANG": "ja_JP.UTF-8"}, "en"},
		{map[string]string{"LC_MESSAGES": "C@euro"}, "en"},
		// Fyne's reader takes these as no locale: nothing to fix.
		{map[string]string{"LANG": "C"}, ""},
		{map[string]string{"LANG": "POSIX"}, ""},
		{map[string]string{}, ""},
		// A real language, or a LANGUAGE already set, is left alone.
		{map[string]string{"LANG": "ja_JP.UTF-8"}, ""},
		{map[string]string{"LC_ALL": "de_DE.UTF-8", "LANG": "C.UTF-8"}, ""},
		{map[string]string{"LANG": "C.UTF-8", "LANGUAGE": "ja"}, "ja"},
	} {
		env := map[string]string{}
		for k, v := range c.env {
			env[k] = v
		}
		Fix(func(k string) string { return env[k] }, func(k, v string) error { env[k] = v; return nil })
		if env["LANGUAGE"] != c.want {
			t.Errorf("%v: LANGUAGE %q, want %q", c.env, env["LANGUAGE"], c.want)
		}
	}
}
