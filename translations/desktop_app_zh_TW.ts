<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ActionBar</name>
    <message>
        <source>Play as: {reading}</source>
        <translation>按 {reading} 出</translation>
    </message>
    <message>
        <source>Plan: 1 play</source>
        <translation>規劃：1 手</translation>
    </message>
    <message>
        <source>Plan: {n} plays</source>
        <translation>規劃：{n} 手</translation>
    </message>
    <message>
        <source>No bid (P)</source>
        <translation>不叫 (P)</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Don&apos;t call</source>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>搶地主</translation>
    </message>
    <message>
        <source>Don&apos;t grab</source>
        <translation>不搶</translation>
    </message>
    <message>
        <source>Start with cards shown (×4)</source>
        <translation>明牌開始（×4）</translation>
    </message>
    <message>
        <source>Don&apos;t show</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Keep hidden</source>
        <translation>不明牌</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Bury selected cards</source>
        <translation>埋下選中的牌</translation>
    </message>
    <message>
        <source>No bid is possible now: pass.</source>
        <translation>現在無分可叫：請不叫。</translation>
    </message>
    <message>
        <source>The only bid now is {low}.</source>
        <translation>現在只能叫 {low}。</translation>
    </message>
    <message>
        <source>Bids now: {low} to {high}, in steps of {step}.</source>
        <translation>現在可叫 {low} 到 {high}，每次加 {step}。</translation>
    </message>
    <message>
        <source>Type a bid. {rule}</source>
        <translation>請輸入叫分。{rule}</translation>
    </message>
    <message>
        <source>{amount} is not a bid. {rule}</source>
        <translation>{amount} 不能叫。{rule}</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Show the hand in the planned groups of plays (the sort order in the View menu stays)</source>
        <translation>按規劃的牌組顯示手牌（檢視選單裡的理牌方式不變）</translation>
    </message>
    <message>
        <source>Finish quickly</source>
        <translation>快速打完</translation>
    </message>
    <message>
        <source>Nobody at this table plays any more: let the bots finish at once</source>
        <translation>牌桌上已沒有真人在打：讓電腦立刻打完</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>牌型規劃</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>不出 (P)</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>出牌 (Enter)</translation>
    </message>
    <message>
        <source>Suggest a play; press again for the next suggestion</source>
        <translation>提示一手牌；再按一次看下一個提示</translation>
    </message>
</context>
<context>
    <name>CardCounter</name>
    <message>
        <source>Big</source>
        <extracomment>One style sheet for every cell, set once: a count of 0 is greyed through the ``gone`` property, so a play changes only the texts (no style sheet parsed per play).</extracomment>
        <translation>大王</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Card counter: cards still unseen</source>
        <translation>記牌器：尚未出現的牌</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Mute {name}</source>
        <extracomment>the names&apos; colours, by seat (spectators and notes have their own) characters left when the counter under the box starts to show</extracomment>
        <translation>將 {name} 靜音</translation>
    </message>
    <message>
        <source>{name} (watching)</source>
        <translation>{name}（觀戰）</translation>
    </message>
    <message>
        <source>{n} characters left</source>
        <translation>還可輸入 {n} 個字</translation>
    </message>
    <message>
        <source>Say something… (Enter sends)</source>
        <translation>說點什麼…（回車傳送）</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>Quick phrases</source>
        <translation>快捷短語</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>靜音</translation>
    </message>
    <message>
        <source>Hide a player&apos;s lines</source>
        <translation>不再顯示某位玩家的發言</translation>
    </message>
</context>
<context>
    <name>ClientWaitingDialog</name>
    <message>
        <source>Room {room}</source>
        <translation>房間 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房間 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Connecting {name} to {address}, port {port}…</source>
        <translation>正在為 {name} 連線到 {address}，連接埠 {port}…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即將開始…</translation>
    </message>
    <message>
        <source>You are watching as a spectator: you see the table but never a hand.</source>
        <translation>你正在觀戰：能看到牌桌，但看不到任何人的手牌。</translation>
    </message>
    <message>
        <source>Waiting for the game to start: it starts when every open seat is taken or when the host starts it.</source>
        <translation>等待開局：所有空位坐滿，或者房主宣佈開始時，牌局就會開始。</translation>
    </message>
    <message>
        <source>Press Ready when you are. The game starts once every seat is taken and everyone is ready, or when the host starts it.</source>
        <translation>準備好了就按“準備”。座位坐滿且所有人都準備好後，或者房主宣佈開始時，牌局就會開始。</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {n} more player(s)…</source>
        <translation>你已準備。還在等待 {n} 位玩家…</translation>
    </message>
    <message>
        <source>You are ready. Waiting for {names}…</source>
        <translation>你已準備。正在等待 {names}…</translation>
    </message>
    <message>
        <source>You are ready. The game starts in a moment…</source>
        <translation>你已準備。牌局馬上開始…</translation>
    </message>
    <message>
        <source>Cancel ready</source>
        <translation>取消準備</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>The lottery is drawn.</source>
        <translation>抽籤完成。</translation>
    </message>
    <message>
        <source>Nobody called: the cards are dealt again.</source>
        <translation>無人叫地主：重新發牌。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>The scores are settled.</source>
        <translation>結算完成。</translation>
    </message>
    <message>
        <source>A new round starts.</source>
        <translation>新一輪開始。</translation>
    </message>
    <message>
        <source>The bottom cards are put aside.</source>
        <translation>底牌已放在一邊。</translation>
    </message>
    <message>
        <source>The game starts.</source>
        <translation>牌局開始。</translation>
    </message>
    <message>
        <source>A new trick starts.</source>
        <translation>新的一墩開始。</translation>
    </message>
    <message>
        <source>The sky cards are settled.</source>
        <translation>天牌結算完成。</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>發牌完成。</translation>
    </message>
    <message>
        <source>Every hand is shown face up.</source>
        <translation>各家亮出手牌。</translation>
    </message>
    <message>
        <source>{name} leads first.</source>
        <translation>{name} 首先出牌。</translation>
    </message>
    <message>
        <source>{name} is back at the table (the lines above happened meanwhile).</source>
        <translation>{name} 回到牌桌（以上是離開期間發生的事）。</translation>
    </message>
    <message>
        <source>{name} has one card left!</source>
        <translation>{name} 報單！</translation>
    </message>
    <message>
        <source>{name} is out of cards.</source>
        <translation>{name} 出完了牌。</translation>
    </message>
    <message>
        <source>{name} escapes from the game.</source>
        <translation>{name} 逃跑了。</translation>
    </message>
    <message>
        <source>{name} is drawn to open the bidding.</source>
        <translation>抽中 {name} 先叫。</translation>
    </message>
    <message>
        <source>{name} opens the bidding.</source>
        <translation>{name} 開始叫分。</translation>
    </message>
    <message>
        <source>{name} may grab the earth with one more play.</source>
        <translation>{name} 可以再出一手搶地。</translation>
    </message>
    <message>
        <source>{name} does not grab the earth.</source>
        <translation>{name} 放棄搶地。</translation>
    </message>
    <message>
        <source>{name} takes the kitty.</source>
        <translation>{name} 拿起底牌。</translation>
    </message>
    <message>
        <source>{name} buries 8 cards.</source>
        <translation>{name} 埋了 8 張底牌。</translation>
    </message>
    <message>
        <source>{name}&apos;s bomb is beaten.</source>
        <translation>{name} 的炸彈被壓住了。</translation>
    </message>
    <message>
        <source>{name} abandons the game.</source>
        <translation>{name} 棄權。</translation>
    </message>
    <message>
        <source>{name} is the landlord.</source>
        <translation>{name} 是地主。</translation>
    </message>
    <message>
        <source>{name} is the dealer.</source>
        <translation>{name} 是莊家。</translation>
    </message>
    <message>
        <source>{name} is the banker.</source>
        <translation>{name} 是莊家。</translation>
    </message>
    <message>
        <source>{name} leads.</source>
        <translation>{name} 出牌。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards!</source>
        <translation>{name} 天牌獲勝！</translation>
    </message>
    <message>
        <source>{name} goes out at once: Earth!</source>
        <translation>{name} 一手出完：地牌！</translation>
    </message>
    <message>
        <source>{name} grabs the earth!</source>
        <translation>{name} 搶地成功！</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man!</source>
        <translation>{name} 出完手牌：人牌！</translation>
    </message>
    <message>
        <source>{name} plays {cards}</source>
        <translation>{name} 出 {cards}</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} 不出。</translation>
    </message>
    <message>
        <source>{name} wins the trick and {points} points.</source>
        <translation>{name} 贏得這一墩和 {points} 分。</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} 贏得這一墩。</translation>
    </message>
    <message>
        <source>{name} does not bid.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} bids {value}.</source>
        <translation>{name} 叫 {value} 分。</translation>
    </message>
    <message>
        <source>{name} calls the landlord.</source>
        <translation>{name} 叫地主。</translation>
    </message>
    <message>
        <source>{name} does not call.</source>
        <translation>{name} 不叫。</translation>
    </message>
    <message>
        <source>{name} grabs the landlord.</source>
        <translation>{name} 搶地主。</translation>
    </message>
    <message>
        <source>{name} does not grab.</source>
        <translation>{name} 不搶。</translation>
    </message>
    <message>
        <source>{name} shows their cards: {cards}</source>
        <translation>{name} 明牌：{cards}</translation>
    </message>
    <message>
        <source>{name} shows their cards.</source>
        <translation>{name} 明牌。</translation>
    </message>
    <message>
        <source>{name} chooses trumps: {suit}.</source>
        <translation>{name} 定主：{suit}。</translation>
    </message>
    <message>
        <source>{name} buries {cards}.</source>
        <translation>{name} 埋底：{cards}。</translation>
    </message>
    <message>
        <source>The wild rank is {rank}.</source>
        <translation>癩子是 {rank}。</translation>
    </message>
    <message>
        <source>The knife rank is {rank}.</source>
        <translation>刀是 {rank}。</translation>
    </message>
    <message>
        <source>The bottom cards: {cards}.</source>
        <translation>底牌：{cards}。</translation>
    </message>
    <message>
        <source>Now: {phase}.</source>
        <translation>現在：{phase}。</translation>
    </message>
    <message>
        <source>Banker: {name}.</source>
        <translation>莊家：{name}。</translation>
    </message>
    <message>
        <source>First dealer: {name}.</source>
        <translation>首發牌者：{name}。</translation>
    </message>
    <message>
        <source>Round {n}: {name} leads.</source>
        <translation>第 {n} 輪：{name} 出牌。</translation>
    </message>
    <message>
        <source>The lead passes to {name}.</source>
        <translation>由 {name} 接風出牌。</translation>
    </message>
    <message>
        <source>{name} shows their cards before the deal.</source>
        <translation>{name} 明牌開始。</translation>
    </message>
    <message>
        <source>{a} &amp; {b}</source>
        <translation>{a}、{b}</translation>
    </message>
    <message>
        <source>Lottery: {banker} is the banker, {dealer} deals first; relay order (接风): {queue}.</source>
        <translation>抽籤：{banker} 是莊家，{dealer} 首先發牌；接風順序：{queue}。</translation>
    </message>
    <message>
        <source>{name} wins with sky cards: {kinds}, {klass}: {score} points!</source>
        <translation>{name} 天牌獲勝：{kinds}，{klass}，得 {score} 分！</translation>
    </message>
    <message>
        <source>Three kinds of sky cards at one table: ×3.</source>
        <translation>同局出現三類天牌：×3。</translation>
    </message>
    <message>
        <source>Nobody holds sky cards: the game is played out.</source>
        <translation>無人持有天牌：進入實賽。</translation>
    </message>
    <message>
        <source>{name} goes out with the first play: Earth (地牌), {score} points!</source>
        <translation>{name} 首手出完：地牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} grabs the earth (抢地): {score} points!</source>
        <translation>{name} 搶地成功，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name} is the last player left: Man (人牌) by walkover, {score} points.</source>
        <translation>{name} 是最後留下的玩家：不戰而得人牌，得 {score} 分。</translation>
    </message>
    <message>
        <source>{name} empties their hand: Man (人牌), {score} points!</source>
        <translation>{name} 出完手牌：人牌，得 {score} 分！</translation>
    </message>
    <message>
        <source>{name}&apos;s throw {attempted} fails: {holder} holds {cards}. {name} plays {forced} instead.</source>
        <translation>{name} 甩牌 {attempted} 失敗：{holder} 有更大的 {cards}。{name} 改出 {forced}。</translation>
    </message>
    <message>
        <source>First half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first} receives the first card; {holder} gets the turned card and leads.</source>
        <translation>上半局。翻出的刀牌是 {card}，刀為 {rank}。{first} 第一個摸牌；{holder} 摸到這張刀牌，先出牌。</translation>
    </message>
    <message>
        <source>Second half. The knife card (刀) turned is {card}: the knife rank is {rank}. {first}, first out of the first half, receives the first card and leads.</source>
        <translation>下半局。翻出的刀牌是 {card}，刀為 {rank}。上半局的上游 {first} 第一個摸牌並先出牌。</translation>
    </message>
    <message>
        <source>The first half is over.</source>
        <translation>上半局結束。</translation>
    </message>
    <message>
        <source>The second half is over.</source>
        <translation>下半局結束。</translation>
    </message>
    <message>
        <source>First out (上游): {up}; last out (下游): {down}.</source>
        <translation>上游：{up}；下游：{down}。</translation>
    </message>
    <message>
        <source>Points this half: {a} {p}, {b} {q}.</source>
        <translation>本半局得分：{a} {p}，{b} {q}。</translation>
    </message>
    <message>
        <source>Double clip (双夹)! {side} win the game.</source>
        <translation>雙夾！{side} 獲勝。</translation>
    </message>
    <message>
        <source>No double clip (双夹): the second half decides.</source>
        <translation>未成雙夾：進行下半局。</translation>
    </message>
    <message>
        <source>{side} win by double clip (双夹).</source>
        <translation>{side} 雙夾獲勝。</translation>
    </message>
    <message>
        <source>300 : 300: {side} win, their side went out first in the first half.</source>
        <translation>300 : 300：{side} 獲勝（上半局上游一方）。</translation>
    </message>
    <message>
        <source>{side} win on points, {p} : {q} over both halves.</source>
        <translation>{side} 以兩個半局合計 {p} : {q} 獲勝。</translation>
    </message>
    <message>
        <source>{name} goes out first: first out (上游)!</source>
        <translation>{name} 第一個出完：上游！</translation>
    </message>
    <message>
        <source>{name} keeps their cards hidden.</source>
        <translation>{name} 不明牌。</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>你拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} receives {cards}.</source>
        <translation>{name} 拿到 {cards}牌。</translation>
    </message>
    <message>
        <source>{name} is the dealer with a bid of {bid}.</source>
        <translation>{name} 以 {bid} 分做莊。</translation>
    </message>
    <message>
        <source>Spring! The stake doubles.</source>
        <translation>春天！倍數翻倍。</translation>
    </message>
    <message>
        <source>Count: the dealer&apos;s side took {d} points, the defenders {f} (bid {bid}).</source>
        <translation>計分：莊家一方得 {d} 分，閒家 {f} 分（叫分 {bid}）。</translation>
    </message>
    <message>
        <source>The game is over: {scores}.</source>
        <translation>本局結束：{scores}。</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}：{what}</translation>
    </message>
</context>
<context>
    <name>GameChoicesDialog</name>
    <message>
        <source>Bot ({level})</source>
        <extracomment>The range of the spin boxes of integer and decimal rule options. str options offered as a list of choices: option name -&gt; values the seat kinds that are a bot of that level</extracomment>
        <translation>電腦（{level}）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Games in the match</source>
        <translation>比賽局數</translation>
    </message>
    <message>
        <source>Seats (in play order)</source>
        <translation>座位（按出牌順序）</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No game is available yet.</source>
        <translation>暫時沒有可玩的遊戲。</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the mouse to {name} — click when ready</source>
        <translation>請把滑鼠交給 {name} —— 準備好後點擊</translation>
    </message>
    <message>
        <source>Every hand is hidden until {name} is at the screen.</source>
        <translation>在 {name} 坐到螢幕前之前，所有手牌都已隱藏。</translation>
    </message>
    <message>
        <source>I am {name}: show my hand (Enter)</source>
        <translation>我是 {name}：顯示我的手牌 (Enter)</translation>
    </message>
</context>
<context>
    <name>HistoryInstaller</name>
    <message>
        <source>&amp;History…</source>
        <translation>歷史記錄(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（電腦，{level}）</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>{names} 獲勝</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>無人獲勝</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>LAN, hosted here</source>
        <translation>區域網，本機開房</translation>
    </message>
    <message>
        <source>LAN at {host}</source>
        <translation>區域網，房主 {host}</translation>
    </message>
    <message>
        <source>fair deal verified</source>
        <translation>公平發牌已核驗</translation>
    </message>
    <message>
        <source>deal check failed</source>
        <translation>發牌核驗未通過</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>{n} of {length}</source>
        <extracomment>The order of the list, by the store&apos;s query (the whole history, not the loaded rows). Set when the history could not be read (the page says it).</extracomment>
        <translation>第 {n} / {length} 局</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>結束時間</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>玩家與得分</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>場次</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>地點</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>Games: {n}</source>
        <translation>對局：{n} 局</translation>
    </message>
    <message>
        <source>No games match.</source>
        <translation>沒有符合條件的對局。</translation>
    </message>
    <message>
        <source>No finished games yet: every game played to its end is kept here.</source>
        <translation>還沒有打完的對局：每一局打完的牌都會儲存在這裡。</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>無法讀取歷史記錄：{reason}</translation>
    </message>
    <message>
        <source>The history is not being saved this time: games are kept until Paiju closes.</source>
        <translation>本次的歷史記錄不會儲存：對局只保留到牌局關閉為止。</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>任意玩家</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>任意結果</translation>
    </message>
    <message>
        <source>{name} won</source>
        <translation>{name} 勝</translation>
    </message>
    <message>
        <source>{name} lost</source>
        <translation>{name} 負</translation>
    </message>
    <message>
        <source>Won at this PC</source>
        <translation>本機玩家勝</translation>
    </message>
    <message>
        <source>Lost at this PC</source>
        <translation>本機玩家負</translation>
    </message>
    <message>
        <source>{name}: {result}</source>
        <translation>{name}：{result}</translation>
    </message>
    <message>
        <source>{result} (any player)</source>
        <translation>{result}（任一玩家）</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史記錄</translation>
    </message>
    <message>
        <source>Export the selected games to a folder</source>
        <translation>把選中的對局匯出到資料夾</translation>
    </message>
    <message>
        <source>Games that could not be written to {folder}: {n}.</source>
        <translation>無法寫入 {folder} 的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Games exported to {folder}: {n}.</source>
        <translation>已匯出到 {folder} 的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Import games</source>
        <translation>匯入對局</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局錄影與牌局檔案 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Games added to the history: {n}.</source>
        <translation>已加入歷史記錄的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Games already in the history, left out: {n}.</source>
        <translation>歷史記錄中已有、未重複加入的對局：{n} 局。</translation>
    </message>
    <message>
        <source>Unfinished games, left out: {n}.</source>
        <translation>未打完、未加入的對局：{n} 局。</translation>
    </message>
    <message>
        <source>{file} cannot be read: {reason}</source>
        <translation>無法讀取 {file}：{reason}</translation>
    </message>
    <message>
        <source>Delete games</source>
        <translation>刪除對局</translation>
    </message>
    <message>
        <source>Delete the selected games from the history ({n})? Their replays are lost. The players&apos; profiles keep their figures.</source>
        <translation>從歷史記錄中刪除選中的對局（{n} 局）嗎？這些對局的回放將丟失。玩家檔案中的統計數字保持不變。</translation>
    </message>
    <message>
        <source>The games could not be deleted: {reason}</source>
        <translation>無法刪除這些對局：{reason}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部遊戲</translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation>任意地點</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>On a LAN</source>
        <translation>區域網</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>按玩家名字搜尋</translation>
    </message>
    <message>
        <source>From</source>
        <translation>從</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>any day</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>清除篩選</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>觀看回放</translation>
    </message>
    <message>
        <source>Match totals</source>
        <translation>整場累計</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Watch the selected game again (or double-click it)</source>
        <translation>重新觀看選中的對局（或雙擊它）</translation>
    </message>
    <message>
        <source>This game cannot be opened: what the history keeps of it is damaged.</source>
        <translation>無法開啟這局對局：歷史記錄中儲存的內容已損壞。</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>A person at this PC</source>
        <translation>本機玩家</translation>
    </message>
    <message>
        <source>Open for a remote person</source>
        <translation>空位（留給遠端玩家）</translation>
    </message>
    <message>
        <source>Whoever joins</source>
        <translation>由加入的人填寫</translation>
    </message>
    <message>
        <source>Paiju room</source>
        <translation>牌局房間</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <extracomment>The port a room listens on unless the host picks another (0: any free port). the seat kinds of a room: a person at this PC, a seat open for a remote person, bots the grace period a room offers unless the host picks another (s)</extracomment>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>Open at least one seat for a remote person (with none, play at this PC: Game ▸ New game).</source>
        <translation>請至少留一個空位給其他電腦上的玩家（不留空位的話，請直接在本機開局：遊戲 ▸ 新遊戲）。</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>建立房間</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房間</translation>
    </message>
    <message>
        <source>Room options</source>
        <translation>房間選項</translation>
    </message>
    <message>
        <source>Room name</source>
        <translation>房間名</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任意可用的連接埠</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>With a password, only people who type it can join.</source>
        <translation>設定密碼後，只有輸入密碼的人才能加入。</translation>
    </message>
    <message>
        <source>A player who drops out keeps the seat</source>
        <translation>掉線玩家的座位保留</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>到本局結束</translation>
    </message>
    <message>
        <source>Meanwhile a bot plays for them; after that the game&apos;s own rule for leaving applies.</source>
        <translation>在此期間由電腦代打；超過時間後按該遊戲自己的離場規則處理。</translation>
    </message>
    <message>
        <source>Turn timer</source>
        <translation>出牌限時</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>off (no time limit)</source>
        <translation>關閉（不限時）</translation>
    </message>
    <message>
        <source>When a person&apos;s time runs out a bot moves for them; after three in a row it plays on (托管).</source>
        <translation>玩家超時後由電腦代出一手；連續超時三次則轉入托管。</translation>
    </message>
    <message>
        <source>Spectators see each trick only once it is over</source>
        <translation>觀眾要等一輪出完才能看到這一輪的牌</translation>
    </message>
    <message>
        <source>Show the room to others on this network (in their Join dialog)</source>
        <translation>讓區域網內的其他人看到這個房間（在他們的“加入牌局”裡）</translation>
    </message>
    <message>
        <source>Open the room</source>
        <translation>開放房間</translation>
    </message>
    <message>
        <source>for {n} minutes</source>
        <translation>{n} 分鐘</translation>
    </message>
    <message>
        <source>for {n} s</source>
        <translation>{n} 秒</translation>
    </message>
</context>
<context>
    <name>HostWaitingDialog</name>
    <message>
        <source>Move {name} to seat {n}</source>
        <translation>把 {name} 換到 {n} 號座位</translation>
    </message>
    <message>
        <source>Let {name} chat again</source>
        <translation>解除 {name} 的禁言</translation>
    </message>
    <message>
        <source>Mute {name}&apos;s chat</source>
        <translation>將 {name} 禁言</translation>
    </message>
    <message>
        <source>Remove {name} from the room</source>
        <translation>把 {name} 請出房間</translation>
    </message>
    <message>
        <source>Remove and ban {name}</source>
        <translation>把 {name} 請出房間並拉黑</translation>
    </message>
    <message>
        <source>Make it a bot ({level})</source>
        <translation>改為電腦（{level}）</translation>
    </message>
    <message>
        <source>Open it for a remote person</source>
        <translation>改為空位（留給遠端玩家）</translation>
    </message>
    <message>
        <source>The room is open again. Waiting for {names} to come back…</source>
        <translation>房間已重新開放。正在等待 {names} 回來…</translation>
    </message>
    <message>
        <source>The game starts…</source>
        <translation>牌局即將開始…</translation>
    </message>
    <message>
        <source>Waiting for {n} more player(s). The game starts by itself once every seat is taken and everyone is ready.</source>
        <translation>還在等待 {n} 位玩家。座位坐滿且所有人都準備好後，牌局自動開始。</translation>
    </message>
    <message>
        <source>Waiting for {names} to say Ready.</source>
        <translation>正在等待 {names} 準備。</translation>
    </message>
    <message>
        <source>Every seat is taken and everyone is ready: the game starts.</source>
        <translation>座位已滿，所有人都已準備：牌局開始。</translation>
    </message>
    <message>
        <source>Everyone seated must say Ready first.</source>
        <translation>入座的玩家都要先準備。</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房間 {room}</translation>
    </message>
    <message>
        <source>Room {room}: {game}, {n} players</source>
        <translation>房間 {room}：{game}，{n} 人</translation>
    </message>
    <message>
        <source>Tell the others to join at this address and port:</source>
        <translation>請告訴其他人用這個位址和連接埠加入：</translation>
    </message>
    <message>
        <source>{address}  port {port}</source>
        <translation>{address}  連接埠 {port}</translation>
    </message>
    <message>
        <source>port {port}</source>
        <translation>連接埠 {port}</translation>
    </message>
    <message>
        <source>Loopback-only mode: only programs on this PC can join (at 127.0.0.1).</source>
        <translation>僅限本機迴環模式：只有本機上的程式能加入（127.0.0.1）。</translation>
    </message>
    <message>
        <source>This PC has no network address yet: connect it to the LAN first.</source>
        <translation>本機還沒有網路位址：請先連上區域網路。</translation>
    </message>
    <message>
        <source>The room has a password.</source>
        <translation>房間設有密碼。</translation>
    </message>
    <message>
        <source>The room has no password.</source>
        <translation>房間沒有密碼。</translation>
    </message>
    <message>
        <source>Seat…</source>
        <translation>座位…</translation>
    </message>
    <message>
        <source>Fill with bots</source>
        <translation>空位補電腦</translation>
    </message>
    <message>
        <source>Open the bot seats</source>
        <translation>電腦座位改為空位</translation>
    </message>
    <message>
        <source>Right-click a seat (or pick it and press Seat…) to move, mute or remove its player.</source>
        <translation>右鍵點選座位（或選中後按“座位…”），可以為該玩家換座、禁言或請出房間。</translation>
    </message>
    <message>
        <source>Change the rules…</source>
        <translation>修改規則…</translation>
    </message>
    <message>
        <source>Start now (bots take the open seats)</source>
        <translation>立即開始（空位由電腦補上）</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>關閉房間</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type a name for each person at this PC.</source>
        <translation>請為本機的每位玩家輸入名字。</translation>
    </message>
    <message>
        <source>{name} cannot be a name: a name has at most {n} characters and no control characters.</source>
        <translation>「{name}」不能用作名字：名字最多 {n} 個字元，且不能含控制字元。</translation>
    </message>
    <message>
        <source>Each person at this PC needs a name of their own.</source>
        <translation>本機的每位玩家都需要一個不同的名字。</translation>
    </message>
    <message>
        <source>Person {n}</source>
        <translation>玩家 {n}</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>加入牌局</translation>
    </message>
    <message>
        <source>Host&apos;s address</source>
        <translation>房主位址</translation>
    </message>
    <message>
        <source>for example 192.168.1.20</source>
        <translation>例如 192.168.1.20</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>連接埠</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <source>Looking at the server…</source>
        <extracomment>each name&apos;s rejoin token (coming back to seats held before the app stopped) the table of a server of many tables (None: the one the server greets with)</extracomment>
        <translation>正在檢視伺服器…</translation>
    </message>
    <message>
        <source>This server holds {n} tables: pick one to sit down or to watch.</source>
        <translation>這臺伺服器有 {n} 張牌桌：選一張入座或觀戰。</translation>
    </message>
    <message>
        <source>This address holds a single room ({room}, {game}): press Join.</source>
        <translation>這個地址只有一個房間（{room}，{game}）：請按“加入”。</translation>
    </message>
    <message>
        <source>This room runs another version of Paiju: it cannot be joined from here.</source>
        <translation>這個房間使用的是另一版本的牌局：無法從這裡加入。</translation>
    </message>
    <message>
        <source>{game} · another Paiju version ({app})</source>
        <translation>{game} · 其他版本的牌局（{app}）</translation>
    </message>
    <message>
        <source>playing ({n} players)</source>
        <translation>對局中（{n} 人）</translation>
    </message>
    <message>
        <source>{free} of {n} free</source>
        <translation>{n} 個座位空 {free} 個</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>有</translation>
    </message>
    <message>
        <source>no</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Type the host&apos;s address below.</source>
        <translation>請在下面輸入房主地址。</translation>
    </message>
    <message>
        <source>Rooms on this network cannot be listed ({detail}): type the host&apos;s address below.</source>
        <translation>無法列出區域網內的房間（{detail}）：請在下面輸入房主地址。</translation>
    </message>
    <message>
        <source>Looking for rooms on this network… none heard yet. You can also type the address below.</source>
        <translation>正在尋找區域網內的房間…暫時還沒有找到。也可以在下面直接輸入地址。</translation>
    </message>
    <message>
        <source>Pick a room to fill in its address, or type an address below.</source>
        <translation>選擇一個房間即可填好地址，也可以在下面輸入地址。</translation>
    </message>
    <message>
        <source>{room} runs another version of Paiju ({app}): it cannot be joined from here.</source>
        <translation>{room} 使用的是另一版本的牌局（{app}）：無法從這裡加入。</translation>
    </message>
    <message>
        <source>No seat is free in {room}: you can watch as a spectator.</source>
        <translation>{room} 已沒有空位：你可以觀戰。</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回區域網牌局</translation>
    </message>
    <message>
        <source>Your seats in {room} are kept for you: type the room&apos;s password to come back.</source>
        <translation>你在 {room} 的座位還為你保留著：輸入房間密碼即可回來。</translation>
    </message>
    <message>
        <source>Rooms on this network</source>
        <translation>區域網內的房間</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房間</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>房主</translation>
    </message>
    <message>
        <source>Watch as a spectator (no seat: you see only what everyone sees)</source>
        <translation>觀戰（不入座：只能看到所有人都能看到的內容）</translation>
    </message>
    <message>
        <source>if the room has one</source>
        <translation>房間設有密碼時填寫</translation>
    </message>
    <message>
        <source>People at this PC</source>
        <translation>本機玩家人數</translation>
    </message>
    <message>
        <source>Show the server&apos;s tables</source>
        <translation>檢視伺服器的牌桌</translation>
    </message>
    <message>
        <source>Tables at this server</source>
        <translation>這臺伺服器的牌桌</translation>
    </message>
    <message>
        <source>More people at this PC (each gets a seat)</source>
        <translation>本機的其他玩家（每人一個座位）</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>LanBar</name>
    <message>
        <source>You host {room} · {n} connected</source>
        <extracomment>connection states -&gt; the dot&apos;s colour</extracomment>
        <translation>你是 {room} 的房主 · {n} 個連線</translation>
    </message>
    <message>
        <source>Connected to {room}</source>
        <translation>已連線 {room}</translation>
    </message>
    <message>
        <source>Watching {room} as a spectator</source>
        <translation>正在觀戰 {room}</translation>
    </message>
    <message>
        <source>Back at the table</source>
        <translation>已回到牌桌</translation>
    </message>
    <message>
        <source>The host is not answering…</source>
        <translation>房主沒有響應…</translation>
    </message>
    <message>
        <source>The host closed the room. Waiting for it to reopen… attempt {n}</source>
        <translation>房主關閉了房間。等待房間重新開放…第 {n} 次嘗試</translation>
    </message>
    <message>
        <source>Connection lost. Reconnecting… attempt {n}</source>
        <translation>連線已斷開。正在重新連線…第 {n} 次嘗試</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>已斷開</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>取消託管</translation>
    </message>
    <message>
        <source>Let the AI play (托管)</source>
        <translation>託管</translation>
    </message>
    <message>
        <source>The AI plays your seat until you take it back.</source>
        <translation>由電腦替你出牌，直到你取消託管。</translation>
    </message>
    <message>
        <source>The AI plays your seat now. Press to play again yourself.</source>
        <translation>現在由電腦替你出牌。按這裡自己接著打。</translation>
    </message>
    <message>
        <source>{ms} ms to the host</source>
        <translation>到房主 {ms} 毫秒</translation>
    </message>
    <message>
        <source>{n} watching</source>
        <translation>{n} 人觀戰</translation>
    </message>
</context>
<context>
    <name>LanController</name>
    <message>
        <source>Room {room} (reconnecting…)</source>
        <extracomment>The host&apos;s autosave, beside the local one in the saves folder. seats held longer ago than this are not offered any more (a room gone for good) why a host will not take this PC&apos;s seats back: the rejoin file goes How long a room&apos;s client lives on after leaving, for its sockets to say goodbye (ms). How often the score dialog&apos;s &quot;waiting for ...&quot; note is brought up to date (ms). tests: the fair-deal nonces this PC&apos;s connections send (a callable giving bytes; None: the OS&apos;s random numbers), so that a room of a given seed deals the same cards</extracomment>
        <translation>房間 {room}（正在重新連線…）</translation>
    </message>
    <message>
        <source>Room {room} (disconnected)</source>
        <translation>房間 {room}（已斷開）</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>房間 {room}</translation>
    </message>
    <message>
        <source>Close the &amp;room</source>
        <translation>關閉房間(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Leave the room</source>
        <translation>離開房間(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>建立房間(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>加入牌局(&amp;J)…</translation>
    </message>
    <message>
        <source>Re&amp;open my room</source>
        <translation>重新開放我的房間(&amp;O)</translation>
    </message>
    <message>
        <source>Open again the LAN room this PC hosted, so that everyone gets their seat back</source>
        <translation>重新開放本機開設過的區域網房間，讓每個人都回到自己的座位</translation>
    </message>
    <message>
        <source>Close the room</source>
        <translation>關閉房間</translation>
    </message>
    <message>
        <source>Close the room? The game in progress stops for everyone in the room. It is saved: Game ▸ Reopen my room opens it again, and everyone gets their seat back.</source>
        <translation>關閉房間嗎？正在進行的牌局將對房間裡的所有人暫停。牌局已儲存：用“遊戲 ▸ 重新開放我的房間”可以再次開放，每個人都會回到自己的座位。</translation>
    </message>
    <message>
        <source>Leave the room</source>
        <translation>離開房間</translation>
    </message>
    <message>
        <source>Leave the room? A bot plays your seat for the rest of the game.</source>
        <translation>離開房間嗎？本局餘下的部分由電腦替你出牌。</translation>
    </message>
    <message>
        <source>There is no LAN game of yours to rejoin.</source>
        <translation>沒有可以重回的區域網牌局。</translation>
    </message>
    <message>
        <source>The rules cannot be changed: {reason}</source>
        <translation>無法修改規則：{reason}</translation>
    </message>
    <message>
        <source>There is no LAN room of yours to reopen.</source>
        <translation>沒有可以重新開放的區域網房間。</translation>
    </message>
    <message>
        <source>The room cannot be reopened: {reason}</source>
        <translation>無法重新開放房間：{reason}</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>無法開始遊戲：{reason}</translation>
    </message>
    <message>
        <source>{name} cannot join: {reason}</source>
        <translation>{name} 無法加入：{reason}</translation>
    </message>
    <message>
        <source>Dealt by the fair-deal exchange: each player&apos;s Paiju checks this deal.</source>
        <translation>本局採用公平發牌：每位玩家的牌局程式都會驗證這次發牌。</translation>
    </message>
    <message>
        <source>Ready. The next game waits for {names}.</source>
        <translation>已準備。下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>Ready. The next game starts when everyone is ready.</source>
        <translation>已準備。所有人都準備好後開始下一局。</translation>
    </message>
    <message>
        <source>The next game waits for {names}.</source>
        <translation>下一局正在等待 {names}。</translation>
    </message>
    <message>
        <source>The next game starts in a moment…</source>
        <translation>下一局馬上開始…</translation>
    </message>
</context>
<context>
    <name>LanTexts</name>
    <message>
        <source>Away · AI plays</source>
        <extracomment>seat connection state -&gt; (badge text, colour)</extracomment>
        <translation>離開 · 電腦託管</translation>
    </message>
    <message>
        <source>AI plays (托管)</source>
        <translation>託管中</translation>
    </message>
    <message>
        <source>LAN</source>
        <translation>區域網路</translation>
    </message>
    <message>
        <source>The host speaks protocol version {theirs}; this Paiju speaks version {ours}. Use the same Paiju version.</source>
        <extracomment>the host&apos;s refusal codes (protocol ``refused.reason``)</extracomment>
        <translation>房主使用第 {theirs} 版通訊協定，本機牌局使用第 {ours} 版。請使用相同版本的牌局。</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>密碼錯誤。</translation>
    </message>
    <message>
        <source>The room is full: no seat is open.</source>
        <translation>房間已滿：沒有空位了。</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>該座位已經有人了。</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>房主已經不認得這個座位了。</translation>
    </message>
    <message>
        <source>The host refused to let this Paiju in ({detail}).</source>
        <translation>房主拒絕了本機牌局的加入請求（{detail}）。</translation>
    </message>
    <message>
        <source>The host has banned you from this room.</source>
        <translation>房主已禁止你進入這個房間。</translation>
    </message>
    <message>
        <source>Nobody is hosting a game at {address}, port {port} (the connection was refused).</source>
        <extracomment>failures on our side of the connection</extracomment>
        <translation>{address} 的連接埠 {port} 上沒有人開設牌局（連線被拒絕）。</translation>
    </message>
    <message>
        <source>The address {address} cannot be found.</source>
        <translation>找不到位址 {address}。</translation>
    </message>
    <message>
        <source>The host at {address}, port {port} did not answer in time.</source>
        <translation>{address} 連接埠 {port} 上的房主沒有及時回應。</translation>
    </message>
    <message>
        <source>The connection to the host was lost.</source>
        <translation>與房主的連線已斷開。</translation>
    </message>
    <message>
        <source>The host has closed the room.</source>
        <translation>房主已關閉房間。</translation>
    </message>
    <message>
        <source>Your seat was taken over by a connection from another window or PC.</source>
        <translation>你的座位已被另一個視窗或另一臺電腦上的連線接管。</translation>
    </message>
    <message>
        <source>The host has removed you from the room.</source>
        <translation>房主已將你移出房間。</translation>
    </message>
    <message>
        <source>The server is shutting down.</source>
        <translation>伺服器正在關閉。</translation>
    </message>
    <message>
        <source>The host sent something this Paiju does not understand ({detail}).</source>
        <translation>房主發來了本機牌局無法理解的內容（{detail}）。</translation>
    </message>
    <message>
        <source>This Paiju runs in loopback-only mode: it connects to 127.0.0.1 only, not to {address}.</source>
        <translation>本機牌局以僅限本機迴環模式執行：只能連線 127.0.0.1，不能連線 {address}。</translation>
    </message>
    <message>
        <source>The network failed: {detail}</source>
        <translation>網路出錯：{detail}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, for example 192.168.1.20.</source>
        <translation>請輸入房主的位址，例如 192.168.1.20。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>連接埠必須是 1 到 65535 之間的數字。</translation>
    </message>
    <message>
        <source>The game cannot be hosted on port {port}: {detail}</source>
        <translation>無法在連接埠 {port} 上開設牌局：{detail}</translation>
    </message>
    <message>
        <source>Port {port} is already in use on this PC: choose another port, or 0 for any free port.</source>
        <translation>本機的連接埠 {port} 已被佔用：請換一個連接埠，或者填 0 使用任意可用的連接埠。</translation>
    </message>
    <message>
        <source>The host refused: {detail}</source>
        <translation>房主拒絕了：{detail}</translation>
    </message>
    <message>
        <source>The connection failed: {detail}</source>
        <translation>連線失敗：{detail}</translation>
    </message>
    <message>
        <source>Hello, everyone!</source>
        <extracomment>quick phrases (protocol.CHAT_PHRASES ids) -&gt; words</extracomment>
        <translation>大家好！</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>祝好運！</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>打得漂亮！</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>精彩的一局！</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>謝謝！</translation>
    </message>
    <message>
        <source>Sorry!</source>
        <translation>不好意思！</translation>
    </message>
    <message>
        <source>Hurry up, please!</source>
        <translation>快點出牌吧！</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>哎呀！</translation>
    </message>
    <message>
        <source>Not sent: the room takes at most {n} lines in {s} seconds from each player. Wait a moment.</source>
        <translation>未傳送：每位玩家每 {s} 秒最多發 {n} 句。請稍等片刻。</translation>
    </message>
    <message>
        <source>Not sent: the host has muted you.</source>
        <translation>未傳送：房主已將你禁言。</translation>
    </message>
    <message>
        <source>Not sent: the host refused the line ({detail}).</source>
        <translation>未傳送：房主拒絕了這句話（{detail}）。</translation>
    </message>
    <message>
        <source>Not sent: the connection to the host is down.</source>
        <translation>未傳送：與房主的連線已斷開。</translation>
    </message>
    <message>
        <source>{name} joined the room.</source>
        <extracomment>what happens in the room, as notes among the chat lines</extracomment>
        <translation>{name} 進入了房間。</translation>
    </message>
    <message>
        <source>{name} left the room.</source>
        <translation>{name} 離開了房間。</translation>
    </message>
    <message>
        <source>{name} dropped out: a bot plays for them until they are back.</source>
        <translation>{name} 掉線了：在其回來之前由電腦代打。</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} 回來了。</translation>
    </message>
    <message>
        <source>{name} lets the AI play for them (托管).</source>
        <translation>{name} 開啟了託管。</translation>
    </message>
    <message>
        <source>{name} plays again.</source>
        <translation>{name} 取消了託管。</translation>
    </message>
    <message>
        <source>The host changed the rules: say Ready again.</source>
        <translation>房主修改了規則：請重新準備。</translation>
    </message>
    <message>
        <source>The host muted {name}.</source>
        <translation>房主將 {name} 禁言了。</translation>
    </message>
    <message>
        <source>The host lets {name} chat again.</source>
        <translation>房主解除了 {name} 的禁言。</translation>
    </message>
    <message>
        <source>Deal verified: the shuffle came from everyone&apos;s random numbers, and every card you saw follows from it.</source>
        <extracomment>DealCheck codes (net/fair.py) -&gt; words; the failures say plainly what they mean</extracomment>
        <translation>發牌已驗證：洗牌來自所有玩家的隨機數，你看到的每一張牌都與之相符。</translation>
    </message>
    <message>
        <source>Deal verified: every card you saw follows from the shuffle (you came after the deal, so your own random number was not part of it).</source>
        <translation>發牌已驗證：你看到的每一張牌都與洗牌相符（你在發牌後才加入，所以洗牌中沒有你的隨機數）。</translation>
    </message>
    <message>
        <source>This game was not dealt by the fair-deal exchange: its deal cannot be checked.</source>
        <translation>這一局沒有用公平發牌的方式發牌：無法驗證。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host&apos;s secret does not match what it promised before the deal: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。房主公佈的秘密與發牌前的承諾不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The host did not mix the players&apos; random numbers in as promised: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。房主沒有按約定混入玩家的隨機數：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards were not dealt from the agreed seed: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。牌不是按約定的種子發的：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Warning: the deal is NOT verified. The cards you saw do not follow from the agreed seed: the host may have cheated.</source>
        <translation>警告：發牌未通過驗證。你看到的牌與約定的種子不符：房主可能作弊了。</translation>
    </message>
    <message>
        <source>Deal verified</source>
        <translation>發牌已驗證</translation>
    </message>
    <message>
        <source>Deal not checkable</source>
        <translation>發牌無法驗證</translation>
    </message>
    <message>
        <source>Deal NOT verified</source>
        <translation>發牌未通過驗證</translation>
    </message>
    <message>
        <source>The host has not come back for a long time.</source>
        <translation>房主很久都沒有回來。</translation>
    </message>
    <message>
        <source>The host gave your seat to someone else.</source>
        <translation>房主把你的座位給了別人。</translation>
    </message>
    <message>
        <source>Paiju could not get back to the room: {reason} Leave the room and join again.</source>
        <translation>牌局無法回到房間：{reason}請離開房間後重新加入。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>a match of {n} games</source>
        <translation>一場 {n} 局</translation>
    </message>
    <message>
        <source>one game</source>
        <translation>一局</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat for {n} s</source>
        <translation>掉線玩家的座位保留 {n} 秒</translation>
    </message>
    <message>
        <source>a player who drops out keeps the seat to the end of the game</source>
        <translation>掉線玩家的座位保留到本局結束</translation>
    </message>
    <message>
        <source>{n} s per turn</source>
        <translation>每手 {n} 秒</translation>
    </message>
    <message>
        <source>no turn timer</source>
        <translation>出牌不限時</translation>
    </message>
    <message>
        <source>spectators see each trick once it is over</source>
        <translation>觀眾延遲一輪看牌</translation>
    </message>
    <message>
        <source>fair deal</source>
        <translation>公平發牌</translation>
    </message>
    <message>
        <source>password</source>
        <translation>有密碼</translation>
    </message>
    <message>
        <source>no password</source>
        <translation>無密碼</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}：{text}</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name}的牌桌</translation>
    </message>
    <message>
        <source>The server says: {message}</source>
        <translation>伺服器回覆：{message}</translation>
    </message>
    <message>
        <source>In the lobby: {names}</source>
        <translation>大廳裡：{names}</translation>
    </message>
    <message>
        <source>{n}: {names}</source>
        <translation>{n}人：{names}</translation>
    </message>
    <message>
        <source>{free} of {n} seats free</source>
        <translation>空位 {free}/{n}</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>對局中</translation>
    </message>
    <message>
        <source>between games</source>
        <translation>局間休息</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>（空位）</translation>
    </message>
    <message>
        <source>{name} (bot, {level})</source>
        <translation>{name}（電腦，{level}）</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name}（已離開）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>觀戰</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Sit down</source>
        <translation>入座</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>觀戰</translation>
    </message>
    <message>
        <source>Say</source>
        <translation>傳送</translation>
    </message>
    <message>
        <source>A table of your own:</source>
        <translation>自己開一桌：</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>開桌</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
    <message>
        <source>Say something to everyone in the lobby</source>
        <translation>對大廳裡的所有人說點什麼</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Only when every seat is a bot</source>
        <extracomment>how long a bot&apos;s move is held back at each animation speed (ms), so people can follow</extracomment>
        <translation>僅在所有座位都是電腦時可用</translation>
    </message>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁觀（不顯示手牌）</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>無法開始遊戲：{reason}</translation>
    </message>
    <message>
        <source>There is no interrupted game to continue.</source>
        <translation>沒有可以繼續的中斷牌局。</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: {reason}</source>
        <translation>無法繼續儲存的牌局：{reason}</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>開啟錄影</translation>
    </message>
    <message>
        <source>Paiju games (*.json)</source>
        <translation>牌局檔案 (*.json)</translation>
    </message>
    <message>
        <source>The file cannot be opened: {reason}</source>
        <translation>無法開啟檔案：{reason}</translation>
    </message>
    <message>
        <source>Paiju replays and games (*.paiju-replay *.json *.paiju)</source>
        <translation>牌局錄影與牌局檔案 (*.paiju-replay *.json *.paiju)</translation>
    </message>
    <message>
        <source>Abandon this game</source>
        <translation>放棄本局</translation>
    </message>
    <message>
        <source>Abandon this game? Leaving counts as an escape and is scored as a loss.</source>
        <translation>放棄本局嗎？中途離開算作逃跑，按輸局計分。</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason}</source>
        <extracomment>the folder of the last file chosen in a file dialog (&quot;&quot; until one is chosen)</extracomment>
        <translation>中斷的牌局無法繼續：{reason}</translation>
    </message>
    <message>
        <source>The interrupted game cannot be continued: {reason} The file was kept as {path}.</source>
        <translation>中斷的牌局無法繼續：{reason}該檔案保留為 {path}。</translation>
    </message>
    <message>
        <source>Continue opens the LAN room you hosted again: {room}.</source>
        <translation>“繼續”會重新開啟你主持的區域網房間：{room}。</translation>
    </message>
    <message>
        <source>Continue takes you back to your seat in the LAN game {room} ({address}, port {port}).</source>
        <translation>“繼續”會帶你回到區域網牌局 {room}（{address}，埠 {port}）中你的座位。</translation>
    </message>
    <message>
        <source>There is no match to save.</source>
        <translation>沒有可儲存的牌局。</translation>
    </message>
    <message>
        <source>Save match as</source>
        <translation>牌局另存為</translation>
    </message>
    <message>
        <source>The match cannot be saved: {reason}</source>
        <translation>無法儲存牌局：{reason}</translation>
    </message>
    <message>
        <source>The file was opened, but not everything in it could be checked: {reason}</source>
        <translation>檔案已開啟，但其中有些內容無法核對：{reason}</translation>
    </message>
    <message>
        <source>There is no game to save as a replay.</source>
        <translation>沒有可以儲存為錄影的對局。</translation>
    </message>
    <message>
        <source>Save replay</source>
        <translation>儲存錄影</translation>
    </message>
    <message>
        <source>Paiju replays (*.paiju-replay)</source>
        <translation>牌局錄影 (*.paiju-replay)</translation>
    </message>
    <message>
        <source>The replay cannot be saved: {reason}</source>
        <translation>無法儲存錄影：{reason}</translation>
    </message>
    <message>
        <source>Open saved match</source>
        <translation>開啟儲存的牌局</translation>
    </message>
    <message>
        <source>About Paiju</source>
        <translation>關於牌局</translation>
    </message>
    <message>
        <source>Five Chinese card games at one table: hot-seat, against bots or on a LAN.</source>
        <translation>五種中國紙牌遊戲同桌開打：輪流同屏、對戰電腦或區域網聯機。</translation>
    </message>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新遊戲(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>繼續(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>開啟錄影(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save match as…</source>
        <translation>牌局另存為(&amp;S)…</translation>
    </message>
    <message>
        <source>Save &amp;replay…</source>
        <translation>儲存錄影(&amp;R)…</translation>
    </message>
    <message>
        <source>Open saved &amp;match…</source>
        <translation>開啟儲存的牌局(&amp;M)…</translation>
    </message>
    <message>
        <source>Sky card &amp;statistics</source>
        <translation>天牌機率統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>玩家與統計(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Watch from</source>
        <translation>觀戰視角(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Abandon this game</source>
        <translation>放棄本局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>手牌排序(&amp;S)</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>按點數</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>按花色</translation>
    </message>
    <message>
        <source>By planned groups</source>
        <translation>按拆牌分組</translation>
    </message>
    <message>
        <source>&amp;Deck colours</source>
        <translation>牌面顏色(&amp;D)</translation>
    </message>
    <message>
        <source>Two colours</source>
        <translation>雙色</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>四色</translation>
    </message>
    <message>
        <source>&amp;Table colour</source>
        <translation>桌面顏色(&amp;T)</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>Zoom in hand</source>
        <translation>放大手牌</translation>
    </message>
    <message>
        <source>Zoom out hand</source>
        <translation>縮小手牌</translation>
    </message>
    <message>
        <source>Reset hand zoom</source>
        <translation>手牌恢復原大小</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>動畫速度(&amp;A)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About Paiju</source>
        <translation>關於牌局(&amp;A)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Spectator (no hand shown)</source>
        <translation>旁觀（不顯示手牌）</translation>
    </message>
    <message>
        <source>Seat {n}: {name}</source>
        <translation>座位 {n}：{name}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <source>Watch from</source>
        <translation>觀戰視角</translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>{game} career: {title} ({points} points)</source>
        <extracomment>one line colour per game on the chart</extracomment>
        <translation>{game}生涯：{title}（{points} 分）</translation>
    </message>
    <message>
        <source>Top level</source>
        <translation>最高級別</translation>
    </message>
    <message>
        <source>The highest level: there is none above.</source>
        <translation>已是最高級別，沒有更高的級別。</translation>
    </message>
    <message>
        <source>{points} / {next} points</source>
        <translation>{points} / {next} 分</translation>
    </message>
    <message>
        <source>Next: {title}, {left} points to go</source>
        <translation>下一級：{title}，還差 {left} 分</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累計得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>對局（由早到近）</translation>
    </message>
    <message>
        <source>The player profiles cannot be read ({path}); nothing is saved until this is fixed.</source>
        <translation>無法讀取玩家檔案（{path}）；問題解決之前不會儲存任何內容。</translation>
    </message>
    <message>
        <source>The player profiles file was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>玩家檔案檔案已損壞，原檔案保留為 {backup}，並已新建檔案。</translation>
    </message>
    <message>
        <source>The player profiles file was not a Paiju file. It was kept as {backup} and a new one begun.</source>
        <translation>玩家檔案檔案不是牌局的檔案，原檔案保留為 {backup}，並已新建檔案。</translation>
    </message>
    <message>
        <source>The player profiles were saved by a newer Paiju; they are shown here but not changed.</source>
        <translation>玩家檔案由更新版本的牌局儲存：此處只顯示，不做更改。</translation>
    </message>
    <message>
        <source>Some player profiles were damaged and left out. The whole file was kept as {backup}.</source>
        <translation>部分玩家檔案已損壞，未能載入。完整的原檔案保留為 {backup}。</translation>
    </message>
    <message>
        <source>The player profiles cannot be saved ({path}).</source>
        <translation>無法儲存玩家檔案（{path}）。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup} and a new one begun.</source>
        <translation>遊戲歷史記錄已損壞。原檔案已保留為 {backup}，並已新建歷史記錄。</translation>
    </message>
    <message>
        <source>The game history was saved by a newer Paiju. It is left as it is; the games played now are not kept.</source>
        <translation>遊戲歷史記錄由更新版本的牌局儲存。它保持原樣；現在打的對局不會被儲存。</translation>
    </message>
    <message>
        <source>The game history cannot be used ({path}). It is left as it is; the games played now are not kept.</source>
        <translation>無法使用遊戲歷史記錄（{path}）。它保持原樣；現在打的對局不會被儲存。</translation>
    </message>
    <message>
        <source>The game history cannot be saved ({path}); the games played now are not kept.</source>
        <translation>無法儲存遊戲歷史記錄（{path}）；現在打的對局不會被儲存。</translation>
    </message>
    <message>
        <source>The player profiles have a problem ({path}).</source>
        <translation>玩家檔案出現問題（{path}）。</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>重新命名玩家</translation>
    </message>
    <message>
        <source>New name for {name}:</source>
        <translation>{name} 的新名字：</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重新命名</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A player&apos;s name cannot be empty.</source>
        <translation>玩家名字不能為空。</translation>
    </message>
    <message>
        <source>That name is too long.</source>
        <translation>這個名字太長了。</translation>
    </message>
    <message>
        <source>There is already a player called {name}.</source>
        <translation>已經有名為 {name} 的玩家。</translation>
    </message>
    <message>
        <source>That player no longer exists.</source>
        <translation>該玩家已不存在。</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>刪除玩家</translation>
    </message>
    <message>
        <source>Delete {name} and all their statistics? This cannot be undone.</source>
        <translation>刪除 {name} 及其全部統計資料？此操作無法撤銷。</translation>
    </message>
    <message>
        <source>Players and statistics</source>
        <translation>玩家與統計</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝局</translation>
    </message>
    <message>
        <source>{game} level</source>
        <translation>{game}級別</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>單局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重新命名…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>Sky card statistics…</source>
        <translation>天牌機率統計…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>No player profiles yet. A profile starts when a named human player finishes a game; bots have none.</source>
        <translation>還沒有玩家檔案。有名字的真人玩家打完一局後即建立檔案；機器人沒有檔案。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; 1 game was recovered into a new one.</source>
        <translation>遊戲歷史記錄已損壞。原檔案已保留為 {backup}，其中 1 局對局已恢復到新的歷史記錄中。</translation>
    </message>
    <message>
        <source>The game history was damaged. It was kept as {backup}; {n} games were recovered into a new one.</source>
        <translation>遊戲歷史記錄已損壞。原檔案已保留為 {backup}，其中 {n} 局對局已恢復到新的歷史記錄中。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>the choices of the Language menu; &quot;system&quot; follows the operating system each language&apos;s name in itself (never translated)</extracomment>
        <translation>查詢範圍(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案型別(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Move {k} of {n}</source>
        <translation>第 {k} / {n} 步</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>暫停（空格）</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>播放（空格）</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全部手牌</translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation>旁觀</translation>
    </message>
    <message>
        <source>Jump to the start (Home)</source>
        <translation>跳到開頭（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>後退一步（←）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>前進一步（→）</translation>
    </message>
    <message>
        <source>Jump to the end (End)</source>
        <translation>跳到結尾（End）</translation>
    </message>
    <message>
        <source>Drag to any move of the game</source>
        <translation>拖動可跳到對局的任意一步</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>顯示手牌</translation>
    </message>
    <message>
        <source>Every hand, only public information, or one player&apos;s view</source>
        <translation>全部手牌、僅公開資訊，或某一位玩家的視角</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>關閉錄影</translation>
    </message>
</context>
<context>
    <name>Room</name>
    <message>
        <source>the spectators</source>
        <extracomment>the host&apos;s chat limit, as the refusal words say it</extracomment>
        <translation>觀眾</translation>
    </message>
</context>
<context>
    <name>RoomAtTable</name>
    <message>
        <source>Chat</source>
        <extracomment>how long the bar says &quot;Back at the table&quot; after a reconnection (ms) the level of the bot that plays a seat handed over (托管); the host&apos;s own stand-in</extracomment>
        <translation>聊天</translation>
    </message>
    <message>
        <source>Chat ({n})</source>
        <translation>聊天（{n}）</translation>
    </message>
</context>
<context>
    <name>RoomRulesDialog</name>
    <message>
        <source>Change the rules</source>
        <translation>修改規則</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>The rules of this game are not available.</source>
        <translation>暫無此遊戲的規則。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>the file does not exist.</source>
        <translation>檔案不存在。</translation>
    </message>
    <message>
        <source>the file could not be read.</source>
        <translation>無法讀取檔案。</translation>
    </message>
    <message>
        <source>the file could not be written.</source>
        <translation>無法寫入檔案。</translation>
    </message>
    <message>
        <source>the file is too large to be a Paiju game.</source>
        <translation>檔案太大，不是牌局檔案。</translation>
    </message>
    <message>
        <source>the file is damaged or is not a Paiju game.</source>
        <translation>檔案已損壞，或不是牌局檔案。</translation>
    </message>
    <message>
        <source>this is not a Paiju game file.</source>
        <translation>這不是牌局的對局檔案。</translation>
    </message>
    <message>
        <source>the file was written by a newer version of Paiju.</source>
        <translation>該檔案由更新版本的牌局儲存。</translation>
    </message>
    <message>
        <source>the file is damaged: some of its fields are missing or wrong.</source>
        <translation>檔案已損壞：部分內容缺失或有誤。</translation>
    </message>
    <message>
        <source>the file is for a game this version of Paiju does not have.</source>
        <translation>該檔案所屬的遊戲在此版本的牌局中沒有。</translation>
    </message>
    <message>
        <source>the game record is damaged: its moves do not replay.</source>
        <translation>對局記錄已損壞：其中的出牌無法重放。</translation>
    </message>
    <message>
        <source>the match scores in the file do not add up.</source>
        <translation>檔案中的比賽總分對不上。</translation>
    </message>
    <message>
        <source>this is not an ordinary file (it is a folder, a pipe or a device).</source>
        <translation>這不是普通檔案（而是資料夾、管道或裝置）。</translation>
    </message>
    <message>
        <source>the rule options in the file are not valid for this game.</source>
        <translation>檔案中的規則選項不適用於該遊戲。</translation>
    </message>
    <message>
        <source>a game in the file was played with other rule options than its match.</source>
        <translation>檔案中有一局所用的規則選項與整場比賽的不同。</translation>
    </message>
    <message>
        <source>the number of players in the file does not fit the game.</source>
        <translation>檔案中的玩家人數不符合該遊戲。</translation>
    </message>
    <message>
        <source>what a game carried over from the games before it is not what the rules give.</source>
        <translation>某一局從前幾局延續下來的內容與規則給出的不符。</translation>
    </message>
    <message>
        <source>a result stored in the file is not what the recorded moves give.</source>
        <translation>檔案中儲存的結果與記錄的出牌不符。</translation>
    </message>
    <message>
        <source>this game continues a match, and what it carried over from the earlier games cannot be checked.</source>
        <translation>這一局延續自一場比賽，它從前幾局延續下來的內容無法核對。</translation>
    </message>
    <message>
        <source>Your settings cannot be read ({path}). Paiju uses its defaults for now and leaves the file as it is.</source>
        <translation>無法讀取您的設定（{path}）。牌局暫時使用預設設定，並保留該檔案不作改動。</translation>
    </message>
    <message>
        <source>Your settings file was damaged. It was kept as {backup} and the defaults are used.</source>
        <translation>您的設定檔案已損壞，原檔案保留為 {backup}，現使用預設設定。</translation>
    </message>
    <message>
        <source>Your settings cannot be saved ({path}).</source>
        <translation>無法儲存您的設定（{path}）。</translation>
    </message>
    <message>
        <source>unexpected problem ({reason}).</source>
        <translation>意外問題（{reason}）。</translation>
    </message>
    <message>
        <source>Your settings have a problem ({path}).</source>
        <translation>您的設定出現問題（{path}）。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <source>×{m}</source>
        <translation>×{m}</translation>
    </message>
    <message>
        <source>bombs: {n}</source>
        <translation>炸彈 {n} 個</translation>
    </message>
    <message>
        <source>spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>reverse spring</source>
        <translation>反春</translation>
    </message>
    <message>
        <source>bid {bid}: dealer {d}, defenders {f}</source>
        <translation>叫分 {bid}：莊家 {d} 分，閒家 {f} 分</translation>
    </message>
    <message>
        <source>kitty {k}</source>
        <translation>底牌 {k} 分</translation>
    </message>
    <message>
        <source>red-five penalty {p}</source>
        <translation>紅五罰分 {p}</translation>
    </message>
    <message>
        <source>points {own} : {other}</source>
        <translation>本方 {own} 分 : 對方 {other} 分</translation>
    </message>
    <message>
        <source>cards left: {n}</source>
        <translation>剩 {n} 張</translation>
    </message>
    <message>
        <source>shut out</source>
        <translation>全關</translation>
    </message>
    <message>
        <source>big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>×{m} = {factors}</source>
        <translation>×{m} = {factors}</translation>
    </message>
    <message>
        <source>grabs: {n} ×{f}</source>
        <translation>搶地主 {n} 次 ×{f}</translation>
    </message>
    <message>
        <source>cards shown ×{f}</source>
        <translation>明牌 ×{f}</translation>
    </message>
    <message>
        <source>bombs: {n} ×{f}</source>
        <translation>炸彈 {n} 個 ×{f}</translation>
    </message>
    <message>
        <source>spring ×2</source>
        <translation>春天 ×2</translation>
    </message>
    <message>
        <source>reverse spring ×2</source>
        <translation>反春 ×2</translation>
    </message>
    <message>
        <source>total {own} : {other}</source>
        <translation>合計 {own} : {other}</translation>
    </message>
    <message>
        <source>first half {a} : {b}, second half {c} : {d}</source>
        <translation>上半局 {a} : {b}，下半局 {c} : {d}</translation>
    </message>
    <message>
        <source>first half {a} : {b}</source>
        <translation>上半局 {a} : {b}</translation>
    </message>
    <message>
        <source>double clip (双夹)</source>
        <translation>雙夾</translation>
    </message>
    <message>
        <source>300 : 300, won by the first-half first out</source>
        <translation>300 : 300，上半局上游一方獲勝</translation>
    </message>
    <message>
        <source>a player escaped</source>
        <translation>有玩家逃跑</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>the narrowest the score dialog is (wider when its columns need it) A LAN game: &quot;Next game&quot; says ready and the dialog stays open (with a note of whom the next game waits for, :meth:`set_note`) until the next game starts.</extracomment>
        <translation>得分</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>比賽結束。</translation>
    </message>
    <message>
        <source>Game {n} of {m} is over.</source>
        <translation>第 {n} 局（共 {m} 局）結束。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比賽總分</translation>
    </message>
    <message>
        <source>How</source>
        <translation>計分說明</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>新比賽…</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>下一局</translation>
    </message>
</context>
<context>
    <name>SeatsTable</name>
    <message>
        <source>Open: waiting for someone to join…</source>
        <translation>空位：等待有人加入…</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>電腦（{level}）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>At this PC</source>
        <translation>本機</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>已加入</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>已離開</translation>
    </message>
    <message>
        <source>{status} · chat muted</source>
        <translation>{status} · 已禁言</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Paiju</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新遊戲…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>Reopen my LAN room</source>
        <translation>重開我的區域網房間</translation>
    </message>
    <message>
        <source>The LAN match you hosted is not finished: open its room again, and everyone gets their seat back</source>
        <extracomment>the width of the line under Continue (it wraps)</extracomment>
        <translation>你主持的區域網比賽還沒有結束：重新開啟房間，每個人都會回到自己的座位</translation>
    </message>
    <message>
        <source>Rejoin the LAN game</source>
        <translation>重回區域網牌局</translation>
    </message>
    <message>
        <source>Come back to your seats in the LAN game this PC was playing</source>
        <translation>回到這臺電腦在區域網牌局中的座位</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Any sky cards</source>
        <translation>任一天牌</translation>
    </message>
    <message>
        <source>Chance for one player (%)</source>
        <translation>單個玩家的機率（%）</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>Sky card statistics</source>
        <translation>天牌機率統計</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man: the exact chance that a given player is dealt each kind of sky cards (天牌), any of them, two kinds at once (双天牌), and that a game has a sky-card winner.</source>
        <translation>天地人：某一玩家拿到各種天牌、任一天牌、同時兩種天牌（雙天牌）的精確機率，以及一局中出現天牌贏家的機率。</translation>
    </message>
    <message>
        <source>Two kinds</source>
        <translation>雙天牌</translation>
    </message>
    <message>
        <source>A winner in the game</source>
        <translation>本局有天牌贏家</translation>
    </message>
    <message>
        <source>Chart for</source>
        <translation>圖表人數</translation>
    </message>
    <message>
        <source> players</source>
        <translation> 人</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>A player and a game</source>
        <translation>玩家與遊戲</translation>
    </message>
    <message>
        <source>{game}: coins</source>
        <translation>{game}：金幣</translation>
    </message>
    <message>
        <source>{game}: career</source>
        <translation>{game}：級別</translation>
    </message>
    <message>
        <source>A match&apos;s running totals</source>
        <translation>整場比賽的累計分</translation>
    </message>
    <message>
        <source>{game}: sky cards dealt</source>
        <translation>{game}：發到的天牌</translation>
    </message>
    <message>
        <source>Choose a player</source>
        <translation>選擇玩家</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部遊戲</translation>
    </message>
    <message>
        <source>{game}, {when} ({n} games here)</source>
        <translation>{game}，{when}（此處有 {n} 局）</translation>
    </message>
    <message>
        <source>Choose a match</source>
        <translation>選擇一場比賽</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} 人</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Every hand</source>
        <translation>所有手牌</translation>
    </message>
    <message>
        <source>The history cannot be read: {reason}</source>
        <translation>無法讀取歷史記錄：{reason}</translation>
    </message>
    <message>
        <source>Choose a player to see their games, wins and scores.</source>
        <translation>選擇一位玩家，檢視其對局、勝局和得分。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Total score</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>單局最高</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一局</translation>
    </message>
    <message>
        <source>No games of {name} in the history.</source>
        <translation>歷史記錄中沒有 {name} 的對局。</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>累計得分</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>對局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: score trend</source>
        <translation>{name}：得分走勢</translation>
    </message>
    <message>
        <source>Choose a player to see their coins after each game.</source>
        <translation>選擇一位玩家，檢視每局結束後的金幣。</translation>
    </message>
    <message>
        <source>No games of {game} for {name} in the history.</source>
        <translation>歷史記錄中沒有 {name} 的{game}對局。</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Coins now</source>
        <translation>當前金幣</translation>
    </message>
    <message>
        <source>Most</source>
        <translation>最多</translation>
    </message>
    <message>
        <source>Fewest</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Coins after the game</source>
        <translation>本局後的金幣</translation>
    </message>
    <message>
        <source>Games, oldest to newest (a gap: a new match)</source>
        <translation>對局（由早到近；斷開處為新的一場）</translation>
    </message>
    <message>
        <source>{name}: coins</source>
        <translation>{name}：金幣</translation>
    </message>
    <message>
        <source>Choose a player with a profile to see their career.</source>
        <translation>選擇一位有檔案的玩家，檢視其級別程序。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>級別</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>積分</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>計入的局數</translation>
    </message>
    <message>
        <source>Next title</source>
        <translation>下一級</translation>
    </message>
    <message>
        <source>{title} at {points}</source>
        <translation>{points} 分升{title}</translation>
    </message>
    <message>
        <source>The line starts at {points}: the points of games counted before their scores were kept.</source>
        <translation>曲線從 {points} 開始：這是逐局得分被儲存之前已計入的積分。</translation>
    </message>
    <message>
        <source>Career points</source>
        <translation>級別積分</translation>
    </message>
    <message>
        <source>{game} games, oldest to newest</source>
        <translation>{game}對局（由早到近）</translation>
    </message>
    <message>
        <source>{name}: {game} career</source>
        <translation>{name}：{game}級別</translation>
    </message>
    <message>
        <source>Choose a match (or a game of a match on the Games tab, then Match totals).</source>
        <translation>請選擇一場比賽（或在“對局”頁選中比賽中的一局，再點“整場累計”）。</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <source>Game {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>比賽總分</translation>
    </message>
    <message>
        <source>Games of the match</source>
        <translation>本場的對局</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>累計分</translation>
    </message>
    <message>
        <source>No {game} games in the history yet.</source>
        <translation>歷史記錄中還沒有{game}對局。</translation>
    </message>
    <message>
        <source>How often each kind of sky cards was dealt to a hand, with the 95 % interval where the true chance lies, beside the exact chance. An exact chance outside the interval looks unusual; among many rows, about one in twenty will be by chance alone.</source>
        <translation>每種天牌發到一手牌中的頻率，附帶真實機率所在的 95% 區間，並與精確機率對照。精確機率落在區間之外顯得不尋常；不過行數多時，單憑偶然也會有大約二十分之一落在區間外。</translation>
    </message>
    <message>
        <source>as expected</source>
        <translation>符合預期</translation>
    </message>
    <message>
        <source>unusual</source>
        <translation>不尋常</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>人數</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手數</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>拿到</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>實際頻率</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 區間</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>精確機率</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>Hands dealt it (%)</source>
        <translation>拿到的手牌比例（%）</translation>
    </message>
    <message>
        <source>{n} players: {hands} hands</source>
        <translation>{n} 人：{hands} 手牌</translation>
    </message>
    <message>
        <source>Save the chart as PNG</source>
        <translation>把圖表存為 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>把圖表存為 PNG…</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <extracomment>event kinds worth a banner over the table</extracomment>
        <translation>叫 {n}</translation>
    </message>
    <message>
        <source>{name}: {n} s left</source>
        <translation>{name}：剩餘 {n} 秒</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>輪到你了。</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>等待 {name}…</translation>
    </message>
    <message>
        <source>Grab the earth (抢地): play your whole hand in one go (scores 1,500), or pass and keep it, hoping for Man (人牌, 2,000) later.</source>
        <translation>搶地：一次打出全部手牌（得 1500 分），或者不出、留著手牌，爭取之後的人牌（2000 分）。</translation>
    </message>
    <message>
        <source>AI</source>
        <comment>short mark of a bot seat</comment>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>short mark of the viewer&apos;s seat</comment>
        <translation>我</translation>
    </message>
    <message>
        <source>No play beats the table: pass.</source>
        <translation>沒有能壓過桌面的牌：不出。</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>牌局記錄</translation>
    </message>
    <message>
        <source>Card counter</source>
        <translation>記牌器</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Not a combination</source>
        <extracomment>how often a game without a rules assistant is looked for again (they land while we run)</extracomment>
        <translation>不成牌型</translation>
    </message>
    <message>
        <source>Trumps: {suit}</source>
        <translation>主牌：{suit}</translation>
    </message>
    <message>
        <source>Wild rank: {rank}</source>
        <translation>癩子：{rank}</translation>
    </message>
    <message>
        <source>Knife rank: {rank}</source>
        <translation>刀：{rank}</translation>
    </message>
    <message>
        <source>Points on the table: {n}</source>
        <translation>桌面分數：{n}</translation>
    </message>
    <message>
        <source>{readings} · not now: {others}</source>
        <translation>{readings} · 現在不能作：{others}</translation>
    </message>
    <message>
        <source>Multiplier: ×{n}</source>
        <translation>倍數：×{n}</translation>
    </message>
    <message>
        <source>Bid: {n}</source>
        <translation>叫分：{n}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>第 {n} 輪</translation>
    </message>
    <message>
        <source>Sky cards: seat {n}, {kinds}</source>
        <translation>天牌：座位 {n}，{kinds}</translation>
    </message>
    <message>
        <source>{n} coins</source>
        <translation>{n} 金幣</translation>
    </message>
    <message>
        <source>Bottom cards: {cards}</source>
        <translation>底牌：{cards}</translation>
    </message>
    <message>
        <source>{n} of {count} cards chosen to bury</source>
        <translation>已選 {n} / {count} 張要埋的牌</translation>
    </message>
    <message>
        <source>High bid {n}</source>
        <translation>最高叫分 {n}</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} 分</translation>
    </message>
    <message>
        <source>High bid: {n}</source>
        <translation>當前最高叫分：{n}</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>還沒有人叫分</translation>
    </message>
    <message>
        <source>Bids now: {low}–{high}</source>
        <translation>現在可叫：{low}–{high}</translation>
    </message>
    <message>
        <source>Dealer {d} : defenders {f}</source>
        <translation>莊家 {d} : 閒家 {f}</translation>
    </message>
    <message>
        <source>Out {n}</source>
        <translation>第 {n} 個出完</translation>
    </message>
    <message>
        <source>{out} · first out</source>
        <translation>{out} · 上游</translation>
    </message>
    <message>
        <source>First card</source>
        <translation>首先摸牌</translation>
    </message>
    <message>
        <source>Knife card {card}</source>
        <translation>刀牌 {card}</translation>
    </message>
    <message>
        <source>Knife card {card}: knife rank {rank}</source>
        <translation>刀牌 {card}：刀為 {rank}</translation>
    </message>
    <message>
        <source>{half} · Team A {a} : Team B {b}</source>
        <translation>{half} · 甲隊 {a} : 乙隊 {b}</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>首出</translation>
    </message>
    <message>
        <source>Heaven, Earth &amp; Man</source>
        <translation>天地人</translation>
    </message>
    <message>
        <source>Dou Dizhu (Wild)</source>
        <translation>癩子鬥地主</translation>
    </message>
    <message>
        <source>Red Five</source>
        <translation>紅五</translation>
    </message>
    <message>
        <source>Atom</source>
        <translation>原子</translation>
    </message>
    <message>
        <source>Life or Death</source>
        <translation>生死堵</translation>
    </message>
    <message>
        <source>2 to 8 players, one deck each: sky cards, then race to empty your hand with 2s as wild cards.</source>
        <translation>2 至 8 人，每人一副牌：先比天牌，再以 2 作百搭，搶先出完手牌。</translation>
    </message>
    <message>
        <source>Three players: one landlord against two peasants, with a wild rank drawn each game.</source>
        <translation>三人遊戲：一個地主對兩個農民，每局抽一個癩子點數。</translation>
    </message>
    <message>
        <source>Four players, two decks: the dealer bids for points and plays alone against three.</source>
        <translation>四人兩副牌：莊家叫分後以一敵三。</translation>
    </message>
    <message>
        <source>Four players in two partnerships, three decks: knives, atoms and hydrogen bombs.</source>
        <translation>四人兩隊對家搭檔，三副牌：刀、原子與氫彈。</translation>
    </message>
    <message>
        <source>2 to 4 players, 13 cards each: the first to go out wins, the rest pay.</source>
        <translation>2 至 4 人，每人 13 張：先出完者獲勝，其餘玩家輸分。</translation>
    </message>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>紅桃</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>方塊</translation>
    </message>
    <message>
        <source>Single</source>
        <translation>單張</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>Trio</source>
        <translation>三張</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>三張</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>Pair straight</source>
        <translation>連對</translation>
    </message>
    <message>
        <source>Bomb</source>
        <translation>炸彈</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <source>Starship</source>
        <translation>星艦</translation>
    </message>
    <message>
        <source>Lone boat</source>
        <translation>孤舟</translation>
    </message>
    <message>
        <source>Drone</source>
        <translation>無人機</translation>
    </message>
    <message>
        <source>Super drone</source>
        <translation>超級無人機</translation>
    </message>
    <message>
        <source>Spaceship</source>
        <translation>飛船</translation>
    </message>
    <message>
        <source>Trio with a single</source>
        <translation>三帶一</translation>
    </message>
    <message>
        <source>Trio with a pair</source>
        <translation>三帶對</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>飛機</translation>
    </message>
    <message>
        <source>Plane with singles</source>
        <translation>飛機帶單</translation>
    </message>
    <message>
        <source>Plane with pairs</source>
        <translation>飛機帶對</translation>
    </message>
    <message>
        <source>Four with two singles</source>
        <translation>四帶二</translation>
    </message>
    <message>
        <source>Four with two pairs</source>
        <translation>四帶兩對</translation>
    </message>
    <message>
        <source>Soft bomb</source>
        <translation>軟炸彈</translation>
    </message>
    <message>
        <source>Wild bomb</source>
        <translation>癩子炸彈</translation>
    </message>
    <message>
        <source>Joker rocket</source>
        <translation>王炸</translation>
    </message>
    <message>
        <source>Tractor</source>
        <translation>拖拉機</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>甩牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>墊牌</translation>
    </message>
    <message>
        <source>Hydrogen bomb</source>
        <translation>氫彈</translation>
    </message>
    <message>
        <source>Triple with a pair</source>
        <translation>三帶對</translation>
    </message>
    <message>
        <source>Triple with two</source>
        <translation>三帶二</translation>
    </message>
    <message>
        <source>Triple with one</source>
        <translation>三帶一</translation>
    </message>
    <message>
        <source>Triple straight</source>
        <translation>三順</translation>
    </message>
    <message>
        <source>Four with one</source>
        <translation>四帶一</translation>
    </message>
    <message>
        <source>Four with three</source>
        <translation>四帶三</translation>
    </message>
    <message>
        <source>Plane of triples with pairs</source>
        <translation>飛機（三帶對）</translation>
    </message>
    <message>
        <source>Plane of fours with one</source>
        <translation>飛機（四帶一）</translation>
    </message>
    <message>
        <source>{combo} with singles</source>
        <translation>{combo}帶單</translation>
    </message>
    <message>
        <source>{combo} with pairs</source>
        <translation>{combo}帶對</translation>
    </message>
    <message>
        <source>{combo} with a single</source>
        <extracomment>the same with one kicker</extracomment>
        <translation>{combo}帶單</translation>
    </message>
    <message>
        <source>{combo} with a pair</source>
        <translation>{combo}帶對</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>types that are one fixed set of cards: named without a rank (斗地主&apos;s rocket: both jokers) punctuation that ends a Chinese sentence: the next one follows without a space</extracomment>
        <translation>1 張</translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 張</translation>
    </message>
    <message>
        <source>Knife {combo}</source>
        <translation>刀{combo}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>{combo} ×{n} ({low}–{high})</source>
        <translation>{combo}×{n}（{low}–{high}）</translation>
    </message>
    <message>
        <source>{combo}, {cards}</source>
        <translation>{combo}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ×{n}, {low}–{high}</source>
        <translation>{combo}×{n}，{low}–{high}</translation>
    </message>
    <message>
        <source>That is not possible.</source>
        <translation>不能這樣做。</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>不允許這樣出牌。</translation>
    </message>
    <message>
        <source>Those cards cannot be played now.</source>
        <translation>現在不能出這些牌。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <source>That is not possible at this stage of the game.</source>
        <translation>牌局的這個階段不能這樣做。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>本局結束。</translation>
    </message>
    <message>
        <source>A rule option has a value the game does not accept.</source>
        <translation>有一個規則選項的值不被接受。</translation>
    </message>
    <message>
        <source>The saved game cannot be read.</source>
        <translation>無法讀取儲存的牌局。</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of the app.</source>
        <translation>儲存的牌局來自更新版本的程式。</translation>
    </message>
    <message>
        <source>That move is not understood.</source>
        <translation>無法識別這個操作。</translation>
    </message>
    <message>
        <source>There is no such seat.</source>
        <translation>沒有這個座位。</translation>
    </message>
    <message>
        <source>This game cannot be played with {players} players.</source>
        <translation>這個遊戲不能 {players} 人玩。</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>你手裡沒有這些牌。</translation>
    </message>
    <message>
        <source>Select the cards to play first.</source>
        <translation>請先選擇要出的牌。</translation>
    </message>
    <message>
        <source>These cards are not a combination.</source>
        <translation>這些牌不成牌型。</translation>
    </message>
    <message>
        <source>This does not beat the play on the table.</source>
        <translation>壓不過桌面上的牌。</translation>
    </message>
    <message>
        <source>You must play the same kind of combination.</source>
        <translation>必須出相同的牌型。</translation>
    </message>
    <message>
        <source>You must play as many cards as the play on the table.</source>
        <translation>必須出與桌面相同張數的牌。</translation>
    </message>
    <message>
        <source>You lead this trick: you cannot pass.</source>
        <translation>這一墩由你先出：不能不出。</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>現在不能不出。</translation>
    </message>
    <message>
        <source>You can beat the play on the table, so you must play.</source>
        <translation>你能壓過桌面的牌，必須出牌。</translation>
    </message>
    <message>
        <source>The next player has one card left: play your highest single.</source>
        <translation>下家報單：出單張必須出最大的。</translation>
    </message>
    <message>
        <source>You must follow the suit that was led.</source>
        <translation>必須跟首家出的花色。</translation>
    </message>
    <message>
        <source>You must follow pairs with pairs while you can.</source>
        <translation>有對子時必須跟對子。</translation>
    </message>
    <message>
        <source>Play as many cards as were led.</source>
        <translation>出牌張數必須與首家相同。</translation>
    </message>
    <message>
        <source>The throw fails: another player holds a higher combination.</source>
        <translation>甩牌失敗：其他玩家有更大的牌。</translation>
    </message>
    <message>
        <source>A throw must be of one plain suit.</source>
        <translation>甩牌必須是同一門副牌。</translation>
    </message>
    <message>
        <source>That bid is too low.</source>
        <translation>叫分太低。</translation>
    </message>
    <message>
        <source>That bid is too high.</source>
        <translation>叫分太高。</translation>
    </message>
    <message>
        <source>That is not a valid bid.</source>
        <translation>這不是有效的叫分。</translation>
    </message>
    <message>
        <source>That is not a suit.</source>
        <translation>這不是一種花色。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards ({selected} chosen).</source>
        <translation>必須正好埋 {count} 張牌（現在選了 {selected} 張）。</translation>
    </message>
    <message>
        <source>Bury exactly {count} cards.</source>
        <translation>必須埋 {count} 張牌。</translation>
    </message>
    <message>
        <source>A joker cannot be played with knife (刀) cards.</source>
        <translation>王不能和刀牌一起出。</translation>
    </message>
    <message>
        <source>Now only a play that empties your hand is allowed.</source>
        <translation>現在只能出一手出完手牌的牌。</translation>
    </message>
    <message>
        <source>That player is already out of the game.</source>
        <translation>這位玩家已經出局。</translation>
    </message>
    <message>
        <source>The cards cannot be read that way.</source>
        <translation>這些牌不能按這種牌型出。</translation>
    </message>
    <message>
        <source>Pass the mouse to the next player first.</source>
        <translation>請先把滑鼠交給下一位玩家。</translation>
    </message>
    <message>
        <source>That seat is played by a bot.</source>
        <translation>這個座位由電腦控制。</translation>
    </message>
    <message>
        <source>That seat is not played at this computer.</source>
        <translation>這個座位不在這臺電腦上操作。</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>沒有正在進行的牌局。</translation>
    </message>
    <message>
        <source>That move is for another seat.</source>
        <translation>這個操作屬於另一個座位。</translation>
    </message>
    <message>
        <source>That bid is not allowed now.</source>
        <translation>現在不能叫這個分。</translation>
    </message>
    <message>
        <source>That is not a suit you can choose as trumps.</source>
        <translation>不能選這門花色做主。</translation>
    </message>
    <message>
        <source>That choice is not allowed.</source>
        <translation>不能這樣選擇。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同一張牌出現了兩次。</translation>
    </message>
    <message>
        <source>A combination must be of one suit.</source>
        <translation>牌型必須是同一花色。</translation>
    </message>
    <message>
        <source>Trumps cannot be thrown together.</source>
        <translation>主牌不能甩。</translation>
    </message>
    <message>
        <source>This move takes no cards.</source>
        <translation>這個操作不需要選牌。</translation>
    </message>
    <message>
        <source>That move is not part of this game.</source>
        <translation>這個遊戲沒有這種操作。</translation>
    </message>
    <message>
        <source>There is no such combination.</source>
        <translation>沒有這種牌型。</translation>
    </message>
    <message>
        <source>That is not available now.</source>
        <translation>現在不可用。</translation>
    </message>
    <message>
        <source>Bids go in steps of {step}: {amount} is not one.</source>
        <translation>叫分須以 {step} 為單位：{amount} 不行。</translation>
    </message>
    <message>
        <source>These cards cannot be played as that combination.</source>
        <translation>這些牌不能按這種牌型出。</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>本局還沒有結束。</translation>
    </message>
    <message>
        <source>What this game carries over from the one before is not valid.</source>
        <translation>本局從上一局沿用的資料無效。</translation>
    </message>
    <message>
        <source>The game&apos;s state needed for this check is missing.</source>
        <translation>缺少這項檢查所需的牌局狀態。</translation>
    </message>
    <message>
        <source>That deal is not valid.</source>
        <translation>這次發牌無效。</translation>
    </message>
    <message>
        <source>This game cannot be played by that many players.</source>
        <translation>這個遊戲不能由這麼多人玩。</translation>
    </message>
    <message>
        <source>The message from the other computer is not valid.</source>
        <translation>另一臺電腦發來的訊息無效。</translation>
    </message>
    <message>
        <source>That hand holds more cards than this game deals.</source>
        <translation>這手牌比這個遊戲發的牌還多。</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s pack.</source>
        <translation>這張牌不在這個遊戲的牌中。</translation>
    </message>
    <message>
        <source>This game&apos;s pack does not hold that many copies of a card.</source>
        <translation>這個遊戲的牌中沒有這麼多張同樣的牌。</translation>
    </message>
    <message>
        <source>That seat is not played from another computer.</source>
        <translation>這個座位不是由另一臺電腦操作的。</translation>
    </message>
    <message>
        <source>That is not possible at this table now.</source>
        <translation>現在牌桌上不能這樣做。</translation>
    </message>
    <message>
        <source>The next player has one card left: you must beat the single.</source>
        <translation>下家報單：必須壓過這張單牌。</translation>
    </message>
    <message>
        <source>Not allowed: {reason}.</source>
        <translation>不允許：{reason}。</translation>
    </message>
    <message>
        <source>A {play} cannot follow a {top}.</source>
        <translation>{play}不能跟{top}。</translation>
    </message>
    <message>
        <source>On the table: {play}.</source>
        <translation>桌面上：{play}。</translation>
    </message>
    <message>
        <source>Lottery</source>
        <extracomment>the types that beat other kinds (bombs) in each game: a refusal of one is &quot;does not beat&quot;</extracomment>
        <translation>抽籤</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>Show cards</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Calling the landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grabbing the landlord</source>
        <translation>搶地主</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Choosing trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Burying cards</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Show cards before the deal</source>
        <translation>明牌開始</translation>
    </message>
    <message>
        <source>Grab the earth</source>
        <translation>搶地</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>牌局結束</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>不出</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>叫分</translation>
    </message>
    <message>
        <source>Call landlord</source>
        <translation>叫地主</translation>
    </message>
    <message>
        <source>Grab landlord</source>
        <translation>搶地主</translation>
    </message>
    <message>
        <source>Choose trumps</source>
        <translation>定主</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>埋底</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>棄權</translation>
    </message>
    <message>
        <source>No bid</source>
        <extracomment>games whose only pass is declining to bid (红五&apos;s 叫分: &quot;不叫&quot;, not a play&apos;s &quot;不出&quot;)</extracomment>
        <translation>不叫</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>負</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>平</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>棄權</translation>
    </message>
    <message>
        <source>Escaped</source>
        <translation>逃跑</translation>
    </message>
    <message>
        <source>Sky cards</source>
        <translation>天牌</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>地牌</translation>
    </message>
    <message>
        <source>Grabbed the earth</source>
        <translation>搶地</translation>
    </message>
    <message>
        <source>Man</source>
        <translation>人牌</translation>
    </message>
    <message>
        <source>Landlord won</source>
        <translation>地主勝</translation>
    </message>
    <message>
        <source>Landlord lost</source>
        <translation>地主負</translation>
    </message>
    <message>
        <source>Opponent escaped</source>
        <translation>對手逃跑</translation>
    </message>
    <message>
        <source>Partner escaped</source>
        <translation>同伴逃跑</translation>
    </message>
    <message>
        <source>Peasants won</source>
        <translation>農民勝</translation>
    </message>
    <message>
        <source>Peasants lost</source>
        <translation>農民負</translation>
    </message>
    <message>
        <source>{combo}: {suit}, {cards}</source>
        <translation>{combo}：{suit}，{cards}</translation>
    </message>
    <message>
        <source>{combo} ({cards})</source>
        <extracomment>types whose size is a card count of one rank (bombs): named &quot;rank&quot; or &quot;rank×count&quot; types named by their range only (&quot;Straight 5–K&quot;): the length is implied doudizhu&apos;s planes with kickers are named as a plane plus the kicker (&quot;plane ×2 (8–9) with pairs&quot;)</extracomment>
        <translation>{combo}（{cards}）</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>閒家</translation>
    </message>
    <message>
        <source>First out</source>
        <translation>上游</translation>
    </message>
    <message>
        <source>Last out</source>
        <translation>下游</translation>
    </message>
    <message>
        <source>Landlord</source>
        <translation>地主</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>農民</translation>
    </message>
    <message>
        <source>Dealer won</source>
        <translation>莊家勝</translation>
    </message>
    <message>
        <source>Dealer lost</source>
        <translation>莊家負</translation>
    </message>
    <message>
        <source>Defenders won</source>
        <translation>閒家勝</translation>
    </message>
    <message>
        <source>Defenders lost</source>
        <translation>閒家負</translation>
    </message>
    <message>
        <source>Double clip</source>
        <translation>雙夾</translation>
    </message>
    <message>
        <source>Won by double clip</source>
        <translation>雙夾勝</translation>
    </message>
    <message>
        <source>Lost by double clip</source>
        <translation>被雙夾</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>春天</translation>
    </message>
    <message>
        <source>Big spring</source>
        <translation>大春天</translation>
    </message>
    <message>
        <source>Won by walkover</source>
        <translation>不戰而勝</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>獲得補償</translation>
    </message>
    <message>
        <source>Mars carrier</source>
        <translation>火星航母</translation>
    </message>
    <message>
        <source>UFO</source>
        <translation>UFO</translation>
    </message>
    <message>
        <source>Starlink</source>
        <translation>星鏈</translation>
    </message>
    <message>
        <source>banker&apos;s sky (庄家天牌), ×1</source>
        <extracomment>天牌 classes (engine.tiandiren.scoring.SKY_CLASSES) and their multipliers</extracomment>
        <translation>莊家天牌 ×1</translation>
    </message>
    <message>
        <source>non-banker&apos;s sky (非庄家天牌), ×0.7</source>
        <translation>非莊家天牌 ×0.7</translation>
    </message>
    <message>
        <source>grabbed sky (抢天), ×0.9</source>
        <translation>搶天 ×0.9</translation>
    </message>
    <message>
        <source>{kinds} (double sky)</source>
        <translation>{kinds}（雙天牌）</translation>
    </message>
    <message>
        <source>Lv {n} · {name}</source>
        <translation>{n}級 · {name}</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>首發</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>明牌</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>甲隊</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>乙隊</translation>
    </message>
    <message>
        <source>Relay {n}</source>
        <translation>接風 {n}</translation>
    </message>
    <message>
        <source>Last card!</source>
        <translation>報單！</translation>
    </message>
    <message>
        <source>Strict shapes (same number of groups and kickers to beat)</source>
        <translation>嚴格牌型（組數與帶牌須相同才能壓）</translation>
    </message>
    <message>
        <source>Classic game (no wild cards, no showing)</source>
        <translation>經典玩法（無癩子、無明牌）</translation>
    </message>
    <message>
        <source>Spring doubles the stake</source>
        <translation>春天翻倍</translation>
    </message>
    <message>
        <source>Room stake</source>
        <translation>房間底注</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>初始金幣</translation>
    </message>
    <message>
        <source>Allow showing cards</source>
        <translation>允許明牌</translation>
    </message>
    <message>
        <source>Wild cards</source>
        <translation>癩子</translation>
    </message>
    <message>
        <source>Pairs must follow pairs</source>
        <translation>對子必須跟對子</translation>
    </message>
    <message>
        <source>Kitty points doubled for the defenders</source>
        <translation>閒家摳底分數翻倍</translation>
    </message>
    <message>
        <source>Penalty per captured heart five</source>
        <translation>每個被抓的紅桃5扣分</translation>
    </message>
    <message>
        <source>Base score</source>
        <translation>底分</translation>
    </message>
    <message>
        <source>Seconds to choose trumps</source>
        <translation>定主限時（秒）</translation>
    </message>
    <message>
        <source>Triple with any two cards</source>
        <translation>三帶二不分對和散</translation>
    </message>
    <message>
        <source>2 may start a sequence (2-3-4)</source>
        <translation>取消2不3連（2-3-4 可連）</translation>
    </message>
    <message>
        <source>The previous winner leads</source>
        <translation>贏家先出</translation>
    </message>
    <message>
        <source>Must play when able to beat</source>
        <translation>能壓必壓</translation>
    </message>
    <message>
        <source>Highest single against a last card</source>
        <translation>報單必頂</translation>
    </message>
    <message>
        <source>Hint only when a beating play exists</source>
        <translation>有牌可壓時才提示</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>計分方式</translation>
    </message>
    <message>
        <source>Bomb bonus</source>
        <translation>炸彈獎勵</translation>
    </message>
    <message>
        <source>Double clip below this many points</source>
        <translation>雙夾分數線</translation>
    </message>
    <message>
        <source>Stake for a win</source>
        <translation>勝局得分</translation>
    </message>
    <message>
        <source>Stake for a double clip</source>
        <translation>雙夾得分</translation>
    </message>
    <message>
        <source>Escape bonus to each opponent</source>
        <translation>逃跑時每個對手得分</translation>
    </message>
    <message>
        <source>Tricks before the escape bonus is paid</source>
        <translation>逃跑獎勵所需墩數</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Jokers may be kickers</source>
        <translation>王可以作帶牌</translation>
    </message>
    <message>
        <source>By cards left</source>
        <translation>按剩餘張數</translation>
    </message>
    <message>
        <source>By finishing rank</source>
        <translation>按名次</translation>
    </message>
    <message>
        <source>Wild cards and showing</source>
        <translation>癩子與明牌</translation>
    </message>
    <message>
        <source>Classic (no wild cards)</source>
        <translation>經典（無癩子）</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>Plum</source>
        <translation>梅</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>蘭</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>竹</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <extracomment>Games whose rules name the seats otherwise: for each seat, its index in DEFAULT_SEAT_NAMES. 原子&apos;s seed numbers the places 东 1, 南 2, 西 3, 北 0 and the engine seats each player at the place of its number (seat 0 = 北 North, 1 = 东 East, ...). The default names in the languages the app speaks (an earlier game&apos;s names, saved in another language, are still known as defaults).</extracomment>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>Yuanzi</name>
    <message>
        <source>The half is over.</source>
        <extracomment>原子&apos;s halves (上半局 / 下半局, the seed&apos;s word; not a match&apos;s 半场)</extracomment>
        <translation>半局結束。</translation>
    </message>
    <message>
        <source>A half starts.</source>
        <translation>半局開始。</translation>
    </message>
    <message>
        <source>Escape penalty in the first half</source>
        <extracomment>原子&apos;s options that name a half (上半局 / 下半局, the seed&apos;s word)</extracomment>
        <translation>上半局逃跑罰分</translation>
    </message>
    <message>
        <source>Escape penalty in the second half</source>
        <translation>下半局逃跑罰分</translation>
    </message>
    <message>
        <source>First half</source>
        <extracomment>原子&apos;s halves: the seed&apos;s word is 上半局 / 下半局, never a match&apos;s 上半场</extracomment>
        <translation>上半局</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>下半局</translation>
    </message>
</context>
<context>
    <name>_RoomDialog</name>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
</context>
</TS>
