/** How the bet log counts, in words, with worked examples, folded under 'Formül ve örnek'. */
export function BetLogFormula() {
  return (
    <>
      <p>
        Kâr: kazanan bahis tutar × (oran − 1) kazandırır, kaybeden tutarın tamamını kaybettirir, iade 0&apos;dır. Yarım
        kazandı, tutarın yarısı kazanmış ve yarısı iade edilmiş sayılır: tutar ÷ 2 × (oran − 1); yarım kaybetti, tutarın
        yarısını kaybettirir. Bekleyen bahisler hiçbir istatistiğe girmez.
      </p>
      <p>
        Toplam yatırılan, iadeler dışındaki sonuçlanmış bahislerin tutarıdır (iade edilen tutar riske girmedi). ROI = kâr
        ÷ toplam yatırılan. Kazanma oranı = kazanan ve yarım kazanan bahisler ÷ iade dışındaki sonuçlanmış bahisler.
      </p>
      <p>
        Örnek: 100 TL 2,00 oranla kazandı (+100 TL), 50 TL 3,00 oranla kaybetti (−50 TL). Toplam yatırılan 150 TL, kâr
        50 TL, ROI 50 ÷ 150 = %33,3, kazanma oranı %50, ortalama oran 2,50.
      </p>
      <p>
        CLV (kapanış oranına göre değer) = aldığınız oran ÷ adil kapanış oranı − 1. Pazarın diğer sonuçlarının kapanış
        oranlarını da girdiyseniz adil kapanış oranı bütün pazardan bulunur: her oranın tersi (1 ÷ oran) toplamlarına
        bölünerek bahisçinin marjı çıkarılır. Yalnızca aldığınız tarafın kapanış oranını girdiyseniz o oran olduğu gibi
        kullanılır; içinde marj kaldığı için CLV yaklaşık marj kadar düşük çıkar. Tablo her bahiste hangisinin
        kullanıldığını gösterir.
      </p>
      <p>
        Örnek: 2,10 oran aldınız; pazar 2,00 ve 1,90 ile kapandı. 1 ÷ 2,00 = 0,5 ve 1 ÷ 1,90 = 0,5263, toplam 1,0263;
        adil kapanış oranı 1,0263 ÷ 0,5 = 2,0526, CLV = 2,10 ÷ 2,0526 − 1 = +%2,31. Yalnızca 2,00 girilseydi CLV 2,10 ÷
        2,00 − 1 = +%5,00 olurdu.
      </p>
      <p>
        t değeri = ortalama CLV ÷ (CLV&apos;lerin standart sapması ÷ √n). 2 ve üzeri, kapanışı şansla açıklanamayacak
        kadar tutarlı geçtiğinizi gösterir; ama 50&apos;den az bahisle bu sayı bir şey söylemez. Grafikteki beklenen kâr,
        her bahiste tutar × CLV&apos;nin toplamıdır: aldığınız oranların, kapanış oranına göre ortalamada getirmesi
        beklenen kâr.
      </p>
    </>
  );
}
