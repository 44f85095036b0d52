"""symtest's test cases as Prolog facts, for clp_prolog_checks.pl (clp_prolog_test.sh).

    clp_prolog_facts.py GEN_JSON > facts.pl

sym_count(Method, Count) per method and sym(Method, N, Inputs, Outcome) per test case, with
booleans as 0/1 (as the program computes them), exceptions as throws('java.lang.X') and
created objects as object('Class'); an outcome of another form (a boxed number) is `unknown`
and only the derivation its inputs take is checked.
"""
import json
import sys


def atom(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def number(value):
    if isinstance(value, bool):
        return str(int(value))
    if isinstance(value, int):
        return str(value)
    raise ValueError(f"not an integer: {value!r}")


def outcome(result):
    if result.get("kind") == "exception":
        return f"throws({atom(result['class'])})"
    if result.get("kind") == "return":
        if result.get("type") == "void":
            return "return"
        value = result.get("value")
        if value is None:
            return "return(null)"
        if isinstance(value, dict) and "object" in value:
            # An object the method created: the program names its class.
            return f"return(object({atom(result.get('type', ''))}))"
        return f"return({number(value)})"
    raise ValueError(f"an outcome the program has no form for: {result}")


def main(path):
    doc = json.load(open(path))
    print(":- discontiguous sym/4, sym_count/2.")
    for m in doc["methods"]:
        method = atom(f"{m['class']}.{m['method']}{m['descriptor']}")
        tests = m.get("testCases", [])
        print(f"sym_count({method}, {len(tests)}).")
        for t in tests:
            try:
                inputs = ", ".join(number(i.get("value")) for i in t.get("inputs", []))
                try:
                    expected = outcome(t.get("result", {}))
                except ValueError:
                    expected = "unknown"
            except ValueError as e:
                # Methods over objects: the program does not list them (it says why).
                print(f"% {method} test case {t['number']}: {e}")
                continue
            print(f"sym({method}, {t['number']}, [{inputs}], {expected}).")


if __name__ == "__main__":
    main(sys.argv[1])
