"""The Windows and macOS installers, checked here as far as Linux can: Inno Setup's script
and the app's Info.plist parse, every path they name exists (in the checkout or the frozen
bundle), their versions agree with ``desktop_app.__version__``, the file associations are
the app's real extensions, the uninstaller keeps the user's files, the workflow files that
build and install them on Windows and macOS runners are well-formed and name build.py's
targets. (They are built and run only on those runners: see packaging/README.md.)"""

from __future__ import annotations

import os
import plistlib
import re
import runpy
import sys
from pathlib import Path, PureWindowsPath

import pytest

from desktop_app import __version__
from desktop_app.store.saves import REPLAY_SUFFIX, SAVE_SUFFIX

ROOT = Path(__file__).resolve().parents[2]
ISS = ROOT / "packaging" / "windows" / "paiju.iss"
PLIST = ROOT / "packaging" / "macos" / "Info.plist"
DMG_SETTINGS = ROOT / "packaging" / "macos" / "dmg_settings.py"
WORKFLOWS = ROOT / ".github" / "workflows"


# ---------------------------------------------------------------- a small .iss reader
def parse_iss(text: str) -> tuple[dict[str, str], dict[str, object]]:
    """(the ISPP ``#define`` defaults; section -> ``[Setup]``-style ``{key: value}`` or a
    list of entries, each ``{parameter: value}`` from ``Name: "x"; Flags: y``)."""
    defines: dict[str, str] = {}
    sections: dict[str, object] = {}
    current: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        m = re.match(r'#define\s+(\w+)\s+"([^"]*)"', line)
        if m:
            defines.setdefault(m.group(1), m.group(2))
            continue
        if line.startswith("#"):
            continue
        m = re.fullmatch(r"\[(\w+)\]", line)
        if m:
            current = m.group(1)
            sections[current] = {} if current == "Setup" else []
            continue
        assert current is not None, f"text before a section: {line}"
        if current == "Setup":
            key, sep, value = line.partition("=")
            assert sep, line
            sections[current][key.strip()] = value.strip()  # type: ignore[index]
        else:
            sections[current].append(_iss_entry(line))  # type: ignore[union-attr]
    return defines, sections


def _iss_entry(line: str) -> dict[str, str]:
    """``Name: "a"; Flags: b c`` -> ``{"Name": "a", "Flags": "b c"}`` (``""`` is a quote)."""
    out: dict[str, str] = {}
    for m in re.finditer(r'(\w+):\s*("(?:[^"]|"")*"|[^;]*)\s*(?:;|$)', line):
        value = m.group(2).strip()
        if value.startswith('"'):
            value = value[1:-1].replace('""', '"')
        out[m.group(1)] = value
    assert out, line
    return out


def _expand(value: str, defines: dict[str, str]) -> str:
    return re.sub(r"\{#(\w+)\}", lambda m: defines[m.group(1)], value)


def _iss_path(value: str) -> Path:
    """A path of the .iss (relative to its folder, Windows separators) on this machine."""
    return (ISS.parent / Path(*PureWindowsPath(value).parts)).resolve()


@pytest.fixture(scope="module")
def iss() -> tuple[dict[str, str], dict[str, object]]:
    return parse_iss(ISS.read_text(encoding="utf-8"))


def test_the_inno_script_parses_and_has_the_packages_version(iss):
    defines, sections = iss
    assert {"Setup", "Files", "Icons", "Registry", "Tasks", "Run"} <= set(sections)
    assert defines["AppVersion"] == __version__
    setup = sections["Setup"]
    for key in ("AppVersion", "VersionInfoVersion", "AppVerName"):
        assert _expand(setup[key], defines).endswith(__version__), key
    assert _expand(setup["OutputBaseFilename"], defines) == f"Paiju-{__version__}-setup"


def test_the_inno_install_is_per_user_without_admin_rights(iss):
    defines, sections = iss
    setup = sections["Setup"]
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"] == r"{autopf}\Paiju"  # %LOCALAPPDATA%\Programs\Paiju per user
    assert all(e.get("Root") == "HKA" for e in sections["Registry"])  # HKCU for a per-user install
    assert setup["ChangesAssociations"] == "yes"


def test_the_inno_shortcuts_and_the_optional_desktop_icon(iss):
    defines, sections = iss
    icons = {e["Name"]: e for e in sections["Icons"]}
    assert icons[r"{autoprograms}\Paiju"]["Filename"] == r"{app}\Paiju.exe"
    desktop = icons[r"{autodesktop}\Paiju"]
    assert desktop["Tasks"] == "desktopicon"
    task = next(t for t in sections["Tasks"] if t["Name"] == "desktopicon")
    assert "unchecked" in task["Flags"].split()  # optional, off unless the player ticks it


def test_the_inno_file_associations_are_the_apps_extensions(iss):
    defines, sections = iss
    values = {(e["Subkey"], e["ValueName"]): e["ValueData"] for e in sections["Registry"]}
    for suffix, progid in ((REPLAY_SUFFIX, "Paiju.Replay"), (SAVE_SUFFIX, "Paiju.Match")):
        assert values[(rf"Software\Classes\{suffix}", "")] == progid
        assert values[(rf"Software\Classes\{progid}\shell\open\command", "")] == r'"{app}\Paiju.exe" "%1"'
        assert values[(rf"Software\Classes\{progid}\DefaultIcon", "")] == r"{app}\Paiju.exe,0"


def test_the_inno_uninstaller_keeps_the_users_files(iss):
    """platformdirs keeps the user's files in %LOCALAPPDATA%\\Paiju (and the roaming folder
    is never used); the uninstaller deletes nothing it did not install."""
    defines, sections = iss
    assert "UninstallDelete" not in sections and "UninstallRun" not in sections
    text = ISS.read_text(encoding="utf-8")
    for user_folder in ("{localappdata}", "{userappdata}", "{userdocs}", "{%USERPROFILE"):
        assert user_folder not in text
    # the registry keys removed on uninstall are the associations only
    for e in sections["Registry"]:
        if "uninsdeletekey" in e.get("Flags", ""):
            assert e["Subkey"] in (r"Software\Classes\Paiju.Replay", r"Software\Classes\Paiju.Match")


def test_the_paths_the_inno_script_names_exist(iss):
    defines, sections = iss
    assert _iss_path(sections["Setup"]["SetupIconFile"]) == ROOT / "resources" / "paiju.ico"
    assert (ROOT / "resources" / "paiju.ico").is_file()
    assert _iss_path(defines["DistDir"]) == ROOT / "dist" / "Paiju"  # where build.py puts the bundle
    assert _iss_path(defines["OutputDir"]) == ROOT / "dist"
    [files] = sections["Files"]
    assert _expand(files["Source"], defines) == defines["DistDir"] + "\\*"
    assert "paiju-probe.exe" in files["Excludes"]


def test_the_files_the_inno_script_installs_are_in_the_frozen_bundle(iss, bundle):
    """Every ``{app}\\...`` file the shortcuts, associations and uninstaller name is in the
    bundle build.py made (``Paiju.exe`` is ``Paiju`` on Linux and macOS)."""
    defines, sections = iss
    named = set()
    for section in ("Icons", "Run", "Registry"):
        for e in sections[section]:
            for value in e.values():
                named |= set(re.findall(r"\{app\}\\([\w.\\-]+?)(?:,\d+)?(?=\"|$)", value))
    named.add(PureWindowsPath(sections["Setup"]["UninstallDisplayIcon"]).name)
    assert named == {"Paiju.exe"}
    bundle_dir = Path(bundle["dist"])
    for name in named:
        local = name if sys.platform.startswith("win") else name.removesuffix(".exe")
        assert (bundle_dir / local).is_file(), local


# ---------------------------------------------------------------- macOS
@pytest.fixture(scope="module")
def plist() -> dict:
    return plistlib.loads(PLIST.read_bytes())


def test_the_info_plist_parses_with_the_packages_version(plist):
    assert plist["CFBundleShortVersionString"] == __version__
    assert plist["CFBundleVersion"] == __version__
    assert set(plist["CFBundleLocalizations"]) == {"en", "zh_CN", "zh_TW"}


def test_the_info_plist_declares_both_document_types(plist):
    exported = {t["UTTypeIdentifier"]: t for t in plist["UTExportedTypeDeclarations"]}
    extensions = {uti: t["UTTypeTagSpecification"]["public.filename-extension"] for uti, t in exported.items()}
    assert sorted(extensions.values()) == sorted([[SAVE_SUFFIX.lstrip(".")], [REPLAY_SUFFIX.lstrip(".")]])
    claimed = [uti for doc in plist["CFBundleDocumentTypes"] for uti in doc["LSItemContentTypes"]]
    assert sorted(claimed) == sorted(exported)  # the app opens every type it declares
    for doc in plist["CFBundleDocumentTypes"]:
        assert doc["CFBundleTypeRole"] in ("Viewer", "Editor") and doc["LSHandlerRank"] == "Owner"
        assert doc["CFBundleTypeIconFile"] == "paiju.icns"
    assert (ROOT / "resources" / "paiju.icns").is_file()  # the spec's icon, copied into Resources/


def test_the_spec_wires_the_info_plist_into_the_bundle():
    spec = (ROOT / "packaging" / "paiju.spec").read_text(encoding="utf-8")
    assert '"macos" / "Info.plist"' in spec and "info_plist=info_plist" in spec
    assert "CFBundleShortVersionString=VERSION" in spec
    assert 'bundle_identifier="org.paiju.Paiju"' in spec


def test_the_dmg_settings_hold_the_app_and_an_applications_link():
    settings = runpy.run_path(str(DMG_SETTINGS), init_globals={"defines": {"app": "/x/dist/Paiju.app"}})
    assert settings["files"] == ["/x/dist/Paiju.app"]
    assert settings["symlinks"] == {"Applications": "/Applications"}
    assert settings["format"] == "UDZO"
    assert set(settings["icon_locations"]) == {"Paiju.app", "Applications"}


# ---------------------------------------------------------------- build.py targets
def test_the_inno_target_fails_in_words_without_iscc(build_py, monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(build_py, "IS_WIN", False)
    with pytest.raises(build_py.BuildError, match="ISCC"):
        build_py.make_inno(tmp_path, quiet=True)


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS builds the dmg")
def test_the_dmg_target_says_it_needs_macos(build_py, tmp_path):
    with pytest.raises(build_py.BuildError, match="macOS"):
        build_py.make_dmg(tmp_path, quiet=True)


# ---------------------------------------------------------------- the workflows
def _load_yaml(path: Path) -> dict | None:
    try:
        import yaml  # type: ignore[import-untyped]
    except ImportError:
        return None
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _minimal_yaml_check(text: str) -> None:
    """Without PyYAML: spaces only (no tabs), and every ``key:`` line indented by steps of two."""
    assert "\t" not in text
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            indent = len(line) - len(line.lstrip(" "))
            assert indent % 2 == 0, line


@pytest.mark.parametrize(
    ("name", "runner", "target", "musts"),
    [
        ("windows.yml", "windows-latest", "--inno", ("/VERYSILENT", "/CURRENTUSER", "unins000.exe", "--smoke-test",
                                                    "--version")),
        ("macos.yml", "macos-latest", "--dmg", ("hdiutil attach", "cp -R", "--smoke-test", "--version", "rm -rf")),
    ],
)  # fmt: skip
def test_the_workflows_build_install_run_and_uninstall(name, runner, target, musts):
    path = WORKFLOWS / name
    text = path.read_text(encoding="utf-8")
    assert f"python packaging/build.py {target}" in text
    for must in musts:
        assert must in text, must
    data = _load_yaml(path)
    if data is None:
        _minimal_yaml_check(text)
        assert re.search(rf"^\s+runs-on:\s*{runner}\s*$", text, re.M)
        return
    [job] = data["jobs"].values()
    assert job["runs-on"] == runner
    runs = "\n".join(step.get("run", "") for step in job["steps"])
    assert f"python packaging/build.py {target}" in runs
    assert os.path.basename(path) == name
