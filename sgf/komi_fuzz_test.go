package sgf

import (
	"math"
	"testing"
)

// FuzzKomi reads arbitrary KM values in roots with arbitrary AP, HA and RU
// values: no panic; a komi it accepts is finite; a Fox zero
// (FoxKomiZero) reads as Fox's komi; a record of ours keeps its KM as
// written.
func FuzzKomi(f *testing.F) {
	f.Add("7.5", "", "", "")
	f.Add("0", "YuanYu:1", "0", "Japanese")
	f.Add("0", "foxwq", "", "Chinese")
	f.Add("375", "foxwq", "", "")
	f.Add("50", "YuanYu", "2", "")
	f.Add("3.75", "GoGoD", "", "")
	f.Add("6,5", "", "", "")
	f.Add("750", OwnApplication+":1.0", "", "")
	f.Add("1e2", "", "", "")
	f.Add("6目半", "", "2.5", "")
	f.Add("-0집반", "", "", "")
	f.Add("3又3/4子", "MultiGo:4.4.4", "0", "")
	f.Fuzz(func(t *testing.T, km, ap, ha, ru string) {
		n := &Node{Props: []Property{{Ident: "KM", Values: []string{km}}, {Ident: "AP", Values: []string{ap}}, {Ident: "HA", Values: []string{ha}}, {Ident: "RU", Values: []string{ru}}}}
		k, ok := n.Komi()
		if !ok {
			return
		}
		if math.IsNaN(k) || math.IsInf(k, 0) {
			t.Fatalf("KM[%s] AP[%s]: komi %v", km, ap, k)
		}
		if n.FoxKomiZero() && k != FoxEvenKomi && k != FoxChineseKomi {
			t.Fatalf("KM[%s] AP[%s] HA[%s] RU[%s]: a Fox zero read as %v", km, ap, ha, ru, k)
		}
		if n.Own() {
			if r, _ := parseKomi(km); r != k {
				t.Fatalf("KM[%s] AP[%s]: our own record's komi read as %v", km, ap, k)
			}
		}
	})
}
