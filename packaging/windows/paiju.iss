; Inno Setup 6 script of the Paiju installer for Windows: a per-user install (no admin
; rights), Start-menu shortcut, optional desktop shortcut, the file associations of
; replays (.paiju-replay) and match saves (.paiju), and an uninstaller that keeps the
; user's files (settings, saves, history live in %LOCALAPPDATA%\Paiju, which this script
; never names).
;
;   python packaging\build.py --inno          (builds dist\Paiju, then runs ISCC with the
;                                              version of desktop_app.__version__)
;   iscc /DAppVersion=0.1.0 packaging\windows\paiju.iss
;
; Silent install and removal (what .github/workflows/windows.yml does):
;   Paiju-0.1.0-setup.exe /VERYSILENT /CURRENTUSER /SUPPRESSMSGBOXES /NORESTART
;   "%LOCALAPPDATA%\Programs\Paiju\unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART

#ifndef AppVersion
  ; build.py passes the package's version; tests/packaging/test_installers.py checks that
  ; this default agrees with desktop_app.__version__
  #define AppVersion "0.1.0"
#endif
#ifndef DistDir
  #define DistDir "..\..\dist\Paiju"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{AB4B16F1-5670-5528-B60F-30513CA86B3C}
AppName=Paiju
AppVersion={#AppVersion}
AppVerName=Paiju {#AppVersion}
AppPublisher=Paiju developers
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription=Paiju installer
DefaultDirName={autopf}\Paiju
DefaultGroupName=Paiju
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline
OutputDir={#OutputDir}
OutputBaseFilename=Paiju-{#AppVersion}-setup
SetupIconFile=..\..\resources\paiju.ico
UninstallDisplayIcon={app}\Paiju.exe
UninstallDisplayName=Paiju {#AppVersion}
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; the whole PyInstaller folder; paiju-probe.exe is a test tool, never shipped
Source: "{#DistDir}\*"; DestDir: "{app}"; Excludes: "paiju-probe.exe"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Paiju"; Filename: "{app}\Paiju.exe"; Comment: "Chinese card games"
Name: "{autodesktop}\Paiju"; Filename: "{app}\Paiju.exe"; Tasks: desktopicon

[Registry]
; HKA is HKCU for a per-user install: the associations need no admin rights
Root: HKA; Subkey: "Software\Classes\.paiju-replay"; ValueType: string; ValueName: ""; ValueData: "Paiju.Replay"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.paiju-replay\OpenWithProgids"; ValueType: string; ValueName: "Paiju.Replay"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Paiju.Replay"; ValueType: string; ValueName: ""; ValueData: "Paiju replay"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Paiju.Replay\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\Paiju.exe,0"
Root: HKA; Subkey: "Software\Classes\Paiju.Replay\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\Paiju.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.paiju"; ValueType: string; ValueName: ""; ValueData: "Paiju.Match"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.paiju\OpenWithProgids"; ValueType: string; ValueName: "Paiju.Match"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Paiju.Match"; ValueType: string; ValueName: ""; ValueData: "Paiju saved match"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Paiju.Match\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\Paiju.exe,0"
Root: HKA; Subkey: "Software\Classes\Paiju.Match\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\Paiju.exe"" ""%1"""

[Run]
Filename: "{app}\Paiju.exe"; Description: "{cm:LaunchProgram,Paiju}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete] section: the uninstaller removes only what it installed, never the
; user's settings, saves or history.
