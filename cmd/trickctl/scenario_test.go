package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func run(args []string, stdin string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = dispatch(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestScenarioCommandExamples(t *testing.T) {
	files, _ := filepath.Glob("../../engine/scenario/testdata/*/*.json")
	if len(files) == 0 {
		t.Fatal("no scenario files")
	}
	for _, f := range files {
		if strings.HasSuffix(f, ".expect.json") {
			continue
		}
		expect, err := os.ReadFile(strings.TrimSuffix(f, ".json") + ".expect.json")
		if err != nil {
			t.Fatal(err)
		}
		wantErr := bytes.Contains(expect, []byte(`"error"`))
		code, stdout, _ := run([]string{"scenario", f}, "")
		var obj map[string]any
		if err := json.Unmarshal([]byte(stdout), &obj); err != nil {
			t.Fatalf("%s: stdout is not one JSON object: %v\n%s", f, err, stdout)
		}
		if wantErr && code != 1 || !wantErr && code != 0 {
			t.Errorf("%s: exit %d", f, code)
		}
	}
}

func TestScenarioCommandStdinAndErrors(t *testing.T) {
	code, stdout, _ := run([]string{"scenario", "-"}, `{"game":"gudetama","players":3,"seed":4,"actions":[]}`)
	if code != 0 || !strings.Contains(stdout, `"game": "gudetama"`) {
		t.Errorf("stdin scenario: exit %d, %s", code, stdout)
	}
	code, stdout, _ = run([]string{"scenario", "/nonexistent/x.json"}, "")
	if code != 1 || !strings.Contains(stdout, `"index": -1`) {
		t.Errorf("missing file: exit %d, %s", code, stdout)
	}
	code, stdout, stderr := run([]string{"scenario"}, "")
	if code != 2 || stdout != "" || !strings.Contains(stderr, "usage") {
		t.Errorf("no file: exit %d, stdout %q", code, stdout)
	}
	code, _, _ = run([]string{"nosuchcommand"}, "")
	if code != 2 {
		t.Errorf("unknown command: exit %d", code)
	}
}

func TestBenchCommand(t *testing.T) {
	code, stdout, stderr := run([]string{"bench", "-time", "20ms"}, "")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, game := range []string{"gummi", "gudetama", "trip"} {
		if !strings.Contains(stdout, game) {
			t.Errorf("no line for %s:\n%s", game, stdout)
		}
	}
	if code, _, _ := run([]string{"bench", "-game", "chess", "-time", "1ms"}, ""); code != 1 {
		t.Errorf("unknown game: exit %d", code)
	}
}
