package scenario

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// FuzzScenario feeds arbitrary documents to the contract: it must never
// panic, and must always print exactly one JSON object - the game or an
// error.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.json"))
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"game":"trip","players":3,"seed":5,"actions":[{"seat":0,"pick":1}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		out, ok := Run(data)
		var obj map[string]any
		if err := json.Unmarshal(out, &obj); err != nil {
			t.Fatalf("output is not one JSON object: %v\n%s", err, out)
		}
		if _, isErr := obj["error"]; isErr == ok {
			t.Fatalf("ok=%v but output %s", ok, out)
		}
	})
}
