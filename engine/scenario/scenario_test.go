package scenario

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestScenarios plays every testdata/<game>/NAME.json and checks that the
// output contains NAME.expect.json (objects compared on the keys given,
// arrays element by element).
func TestScenarios(t *testing.T) {
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		t.Run(game, func(t *testing.T) {
			files := scenarioFiles(t, filepath.Join("testdata", game))
			if len(files) == 0 {
				t.Fatalf("no scenarios in testdata/%s", game)
			}
			for _, file := range files {
				t.Run(strings.TrimSuffix(filepath.Base(file), ".json"), func(t *testing.T) {
					checkScenario(t, file)
				})
			}
		})
	}
}

// TestSharedExamples runs the spec's own examples when the spec sits beside
// the checkout (as in CI), so a change to the shared examples is noticed even
// before the copies in testdata are refreshed.
func TestSharedExamples(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "spec", "examples")
	files := scenarioFiles(t, dir)
	if len(files) == 0 {
		t.Skipf("the shared spec is not beside this checkout (%s); testdata holds copies of its examples", dir)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) { checkScenario(t, file) })
	}
}

func scenarioFiles(t *testing.T, dir string) []string {
	t.Helper()
	all, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range all {
		if !strings.HasSuffix(f, ".expect.json") {
			files = append(files, f)
		}
	}
	sort.Strings(files)
	return files
}

func checkScenario(t *testing.T, file string) {
	t.Helper()
	input, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	expectFile := strings.TrimSuffix(file, ".json") + ".expect.json"
	expectData, err := os.ReadFile(expectFile)
	if err != nil {
		t.Fatalf("missing expectation %s: %v", expectFile, err)
	}
	out, ok := Run(input)
	var got, want any
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if err := json.Unmarshal(expectData, &want); err != nil {
		t.Fatalf("%s is not JSON: %v", expectFile, err)
	}
	_, wantsError := want.(map[string]any)["error"]
	if ok == wantsError {
		t.Errorf("exit ok=%v, but the expectation wants an error=%v\noutput: %s", ok, wantsError, out)
	}
	if diff := subsetDiff("$", want, got); diff != "" {
		t.Errorf("%s\noutput: %s", diff, out)
	}
}

// subsetDiff reports the first place where got does not contain want.
func subsetDiff(path string, want, got any) string {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: want an object, got %s", path, compact(got))
		}
		keys := make([]string, 0, len(w))
		for k := range w {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			gv, present := g[k]
			if !present {
				return fmt.Sprintf("%s.%s: missing", path, k)
			}
			if d := subsetDiff(path+"."+k, w[k], gv); d != "" {
				return d
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok {
			return fmt.Sprintf("%s: want an array, got %s", path, compact(got))
		}
		if len(g) != len(w) {
			return fmt.Sprintf("%s: want %d elements %s, got %d %s", path, len(w), compact(w), len(g), compact(g))
		}
		for i := range w {
			if d := subsetDiff(fmt.Sprintf("%s[%d]", path, i), w[i], g[i]); d != "" {
				return d
			}
		}
	default:
		if compact(want) != compact(got) {
			return fmt.Sprintf("%s: want %s, got %s", path, compact(want), compact(got))
		}
	}
	return ""
}

func compact(v any) string {
	data, _ := json.Marshal(v)
	return string(data)
}

func TestSubsetDiff(t *testing.T) {
	var got any
	_ = json.Unmarshal([]byte(`{"a":1,"b":[{"x":1,"y":2}],"c":null}`), &got)
	for _, tc := range []struct {
		want string
		ok   bool
	}{
		{`{"a":1}`, true},
		{`{"b":[{"y":2}]}`, true},
		{`{"c":null}`, true},
		{`{"a":2}`, false},
		{`{"d":1}`, false},
		{`{"b":[]}`, false},
		{`{"b":[{"z":2}]}`, false},
		{`{"c":0}`, false},
	} {
		var want any
		_ = json.Unmarshal([]byte(tc.want), &want)
		if d := subsetDiff("$", want, got); (d == "") != tc.ok {
			t.Errorf("subset %s: diff %q, want ok=%v", tc.want, d, tc.ok)
		}
	}
}

func TestParseRejects(t *testing.T) {
	for name, doc := range map[string]string{
		"not json":       `{"game":`,
		"unknown field":  `{"game":"gummi","players":4,"actions":[],"colour":"red"}`,
		"trailing data":  `{"game":"gummi","players":4,"actions":[]} {}`,
		"no game":        `{"players":4,"actions":[]}`,
		"wrong type":     `{"game":"gummi","players":"four","actions":[]}`,
		"oversized":      `{"game":"gummi","players":4,"actions":[]` + strings.Repeat(" ", MaxSize) + `}`,
		"unknown game":   `{"game":"bridge","players":4,"actions":[]}`,
		"too few seats":  `{"game":"gummi","players":1,"actions":[]}`,
		"too many seats": `{"game":"gudetama","players":8,"actions":[]}`,
	} {
		out, ok := Run([]byte(doc))
		if ok {
			t.Errorf("%s: accepted", name)
			continue
		}
		var e ErrorOutput
		if err := json.Unmarshal(out, &e); err != nil || e.Error.Index != -1 || e.Error.Message == "" {
			t.Errorf("%s: want an error object with index -1, got %s (%v)", name, out, err)
		}
	}
}

// TestDeterminism replays every scenario twice and compares output bytes;
// the same holds for a seeded game with no fixed deal.
func TestDeterminism(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.json"))
	files = append(files,
		"-gummi", "-gudetama", "-trip") // seeded games without deals, below
	for _, file := range files {
		var input []byte
		if strings.HasPrefix(file, "-") {
			input = []byte(fmt.Sprintf(`{"game":%q,"players":4,"seed":99,"actions":[]}`, file[1:]))
		} else if strings.HasSuffix(file, ".expect.json") {
			continue
		} else {
			var err error
			if input, err = os.ReadFile(file); err != nil {
				t.Fatal(err)
			}
		}
		a, okA := Run(input)
		b, okB := Run(input)
		if okA != okB || !bytes.Equal(a, b) {
			t.Errorf("%s: two runs differ", file)
		}
	}
}

func jsonOf(v any) (string, error) {
	data, err := json.Marshal(v)
	return string(data), err
}
